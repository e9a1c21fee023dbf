/** The details a basic-details card shows; a saved birth profile has them all. */
export interface PersonDetails {
  id: string;
  name: string;
  gender: 'male' | 'female' | 'other';
  /** YYYY-MM-DD */
  birthDate: string;
  /** HH:mm, 24-hour */
  birthTime: string;
  placeName: string;
}

/** "1996-12-07" as "07/12/1996"; anything else is shown as it is. */
export function birthDateText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** "14:05" as "2:05 PM", "00:30" as "12:30 AM". */
export function time12(hhmm: string, am = 'AM', pm = 'PM'): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  if (h > 23) return hhmm;
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? am : pm}`;
}

export type KundaliLabelKey = 'createMale' | 'createFemale' | 'createOther';

/** The "Create … Kundali" button: to /kundali?profile=<id> by gender, or none while /kundali is not built. */
export function kundaliAction(
  person: Pick<PersonDetails, 'id' | 'gender'>,
  kundaliBuilt: boolean,
  locale: 'en' | 'hi' = 'en',
): { href: string; labelKey: KundaliLabelKey } | null {
  if (!kundaliBuilt || !person.id) return null;
  const labelKey: KundaliLabelKey =
    person.gender === 'male' ? 'createMale' : person.gender === 'female' ? 'createFemale' : 'createOther';
  const path = `/kundali?${new URLSearchParams({ profile: person.id })}`;
  return { href: locale === 'hi' ? `/hi${path}` : path, labelKey };
}

import { Sparkles } from 'lucide-react';
import { builtRoutes } from '../../lib/site-map';
import { birthDateText, kundaliAction, type PersonDetails, time12 } from './person-model';
import s from './ui.module.css';

export interface PersonCardLabels {
  heading: string;
  name: string;
  gender: string;
  male: string;
  female: string;
  other: string;
  date: string;
  time: string;
  place: string;
  createMale: string;
  createFemale: string;
  createOther: string;
}

/**
 * A person's basic birth details (name, gender, date DD/MM/YYYY, time, place) with a
 * "Create Male/Female Kundali" button to /kundali?profile=<id>, shown only once /kundali exists.
 */
export function PersonCard({
  person,
  labels,
  locale = 'en',
  headingLevel = 2,
  kundaliBuilt = builtRoutes.has('/kundali'),
}: {
  person: PersonDetails;
  labels: PersonCardLabels;
  locale?: 'en' | 'hi';
  headingLevel?: 2 | 3;
  kundaliBuilt?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const action = kundaliAction(person, kundaliBuilt, locale);
  const rows: [string, string][] = [
    [labels.name, person.name],
    [labels.gender, labels[person.gender]],
    [labels.date, birthDateText(person.birthDate)],
    [labels.time, time12(person.birthTime)],
    [labels.place, person.placeName],
  ];
  return (
    <section className={`card ${s.person}`} aria-label={`${labels.heading}: ${person.name}`} data-testid="person-card">
      <Heading className={s.personHeading}>{labels.heading}</Heading>
      <dl className={s.personList}>
        {rows.map(([term, value]) => (
          <div key={term} className={s.personRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {action && (
        <a href={action.href} className="button" data-testid="create-kundali">
          <Sparkles aria-hidden="true" size={20} />
          {labels[action.labelKey]}
        </a>
      )}
    </section>
  );
}

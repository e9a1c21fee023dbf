import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { PersonCard } from './person-card';
import { birthDateText, kundaliAction, type PersonDetails, time12 } from './person-model';

const asha: PersonDetails = {
  id: '3f1c2b1e-8a7d-4c39-9a51-0c8e4f0f7a11',
  name: 'Asha Verma',
  gender: 'female',
  birthDate: '1996-12-07',
  birthTime: '14:05',
  placeName: 'Jaipur, Rajasthan',
};

describe('person details', () => {
  it('shows dates as DD/MM/YYYY and times in 12-hour form', () => {
    expect(birthDateText('1996-12-07')).toBe('07/12/1996');
    expect(birthDateText('07/12/1996')).toBe('07/12/1996');
    expect(time12('14:05')).toBe('2:05 PM');
    expect(time12('00:30')).toBe('12:30 AM');
    expect(time12('12:00')).toBe('12:00 PM');
    expect(time12('09:15')).toBe('9:15 AM');
    expect(time12('25:00')).toBe('25:00');
  });

  it('links the kundali button by gender, only once /kundali is built', () => {
    expect(kundaliAction(asha, false)).toBeNull();
    expect(kundaliAction(asha, true)).toEqual({
      href: `/kundali?profile=${asha.id}`,
      labelKey: 'createFemale',
    });
    expect(kundaliAction({ ...asha, gender: 'male' }, true, 'hi')).toEqual({
      href: `/hi/kundali?profile=${asha.id}`,
      labelKey: 'createMale',
    });
    expect(kundaliAction({ ...asha, gender: 'other' }, true)?.labelKey).toBe('createOther');
    expect(kundaliAction({ id: 'a b&c', gender: 'male' }, true)?.href).toBe('/kundali?profile=a+b%26c');
  });
});

describe('PersonCard', () => {
  it('lists the details and the Create Female Kundali button when /kundali exists', () => {
    const html = renderToStaticMarkup(<PersonCard person={asha} labels={en.ui.person} kundaliBuilt />);
    for (const text of ['Asha Verma', 'Female', '07/12/1996', '2:05 PM', 'Jaipur, Rajasthan']) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`href="/kundali?profile=${asha.id}"`);
    expect(html).toContain('Create Female Kundali</a>');
  });

  it('renders no button while /kundali is not built', () => {
    const html = renderToStaticMarkup(
      <PersonCard person={{ ...asha, gender: 'male' }} labels={hi.ui.person} locale="hi" kundaliBuilt={false} />,
    );
    expect(html).toContain(hi.ui.person.male);
    expect(html).not.toContain('create-kundali');
  });
});

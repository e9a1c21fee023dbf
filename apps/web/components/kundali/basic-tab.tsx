'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ErrorLabels } from '@/components/ui/error-state';
import { zoneName } from '@/lib/clock';
import { type BirthValue, formatUtcOffset } from '../birth-form/types';
import { type BasicDetails, type KundaliDetails, useAstrology } from './api';
import { coord, dms, formatTime } from './format';
import { Loaded } from './kundali-result';
import s from './kundali.module.css';
import type { KundaliNames } from './names';
import { PLANET_ORDER } from './planet-order';

export function BasicTab({
  birth,
  names,
  errorLabels,
}: {
  birth: BirthValue;
  names: KundaliNames;
  errorLabels: ErrorLabels;
}) {
  const t = useTranslations('kundali');
  const locale = useLocale();
  const basic = useAstrology<BasicDetails>('basic-details');
  const details = useAstrology<KundaliDetails>('kundali-details');
  const planetName = (k: string) => names.planets[k]?.name ?? k;
  const nak = (index: number, pada?: number) =>
    pada
      ? t('basic.nakshatraPada', { nakshatra: names.nakshatras[index - 1] ?? '', pada })
      : names.nakshatras[index - 1];

  return (
    <div className={s.stack}>
      <Loaded state={basic} errorLabels={errorLabels}>
        {(b) => {
          const zone = b.birth.timezone;
          const p = b.panchang;
          const month = (m: { index: number; adhika: boolean }) => {
            const name = names.lunarMonths[m.index - 1] ?? '';
            return m.adhika ? t('basic.adhika', { month: name }) : name;
          };
          return (
            <div className={s.grid2}>
              <section aria-labelledby="basic-birth">
                <h3 id="basic-birth" className={s.h3}>
                  {t('basic.birthHeading')}
                </h3>
                <dl className={s.facts}>
                  <Fact label={t('basic.name')} value={birth.name} />
                  <Fact
                    label={t('basic.date')}
                    value={`${String(birth.day).padStart(2, '0')}/${String(birth.month).padStart(2, '0')}/${birth.year}`}
                  />
                  <Fact
                    label={t('basic.time')}
                    value={formatTime(Date.UTC(2000, 0, 1, birth.hour, birth.minute), locale, 'UTC')}
                  />
                  <Fact label={t('basic.place')} value={birth.place.label} />
                  <Fact label={t('basic.latitude')} value={coord(b.birth.lat, 'lat', locale)} />
                  <Fact label={t('basic.longitude')} value={coord(b.birth.lon, 'lon', locale)} />
                  <Fact
                    label={t('basic.zone')}
                    value={`${zone ? `${zoneName(zone, locale)}, ` : ''}${formatUtcOffset(b.birth.utcOffset, locale)}`}
                  />
                  <Fact
                    label={t('basic.ascendant')}
                    value={`${names.signs[b.ascendant.sign - 1]} ${dms(b.ascendant.degree)}`}
                    testId="fact-lagna"
                  />
                  <Fact
                    label={t('basic.moonSign')}
                    value={names.signs[b.moon.sign - 1] ?? ''}
                    testId="fact-moon-sign"
                  />
                  <Fact label={t('basic.sunSign')} value={names.signs[b.sun.sign - 1] ?? ''} />
                  <Fact
                    label={t('basic.nakshatra')}
                    value={nak(b.moon.nakshatra, b.moon.pada) ?? ''}
                    testId="fact-nakshatra"
                  />
                </dl>
              </section>
              <section aria-labelledby="basic-avakhada">
                <h3 id="basic-avakhada" className={s.h3}>
                  {t('basic.avakhadaHeading')}
                </h3>
                <dl className={s.facts}>
                  <Fact label={t('basic.varna')} value={names.varnas[b.avakhada.varna] ?? b.avakhada.varna} />
                  <Fact
                    label={t('basic.vashya')}
                    value={t.has(`vashya.${b.avakhada.vashya}`) ? t(`vashya.${b.avakhada.vashya}`) : b.avakhada.vashya}
                  />
                  <Fact label={t('basic.yoni')} value={names.yonis[b.avakhada.yoni] ?? b.avakhada.yoni} />
                  <Fact label={t('basic.gana')} value={names.ganas[b.avakhada.gana] ?? b.avakhada.gana} />
                  <Fact label={t('basic.nadi')} value={names.nadis[b.avakhada.nadi] ?? b.avakhada.nadi} />
                  <Fact label={t('basic.signLord')} value={planetName(b.avakhada.signLord)} />
                  <Fact label={t('basic.nakshatraLord')} value={planetName(b.avakhada.nakshatraLord)} />
                </dl>
              </section>
              <section aria-labelledby="basic-panchang">
                <h3 id="basic-panchang" className={s.h3}>
                  {t('basic.panchangHeading')}
                </h3>
                <dl className={s.facts}>
                  <Fact label={t('basic.vara')} value={names.varas[p.vara] ?? ''} />
                  <Fact label={t('basic.paksha')} value={names.pakshas[p.paksha] ?? p.paksha} />
                  {p.tithi !== null && <Fact label={t('basic.tithi')} value={names.tithis[p.tithi - 1] ?? ''} />}
                  {p.nakshatra !== null && <Fact label={t('basic.nakshatra')} value={nak(p.nakshatra) ?? ''} />}
                  {p.yoga !== null && <Fact label={t('basic.yoga')} value={names.yogas[p.yoga - 1] ?? ''} />}
                  {p.karana !== null && <Fact label={t('basic.karana')} value={names.karanas[p.karana - 1] ?? ''} />}
                  {p.sunrise && (
                    <Fact label={t('basic.sunrise')} value={formatTime(p.sunrise, locale, zone ?? undefined)} />
                  )}
                  {p.sunset && (
                    <Fact label={t('basic.sunset')} value={formatTime(p.sunset, locale, zone ?? undefined)} />
                  )}
                  <Fact label={t('basic.monthAmanta')} value={month(p.month.amanta)} />
                  <Fact label={t('basic.monthPurnimanta')} value={month(p.month.purnimanta)} />
                  <Fact label={t('basic.samvat')} value={`${p.samvat.vikram} / ${p.samvat.shaka}`} />
                </dl>
              </section>
            </div>
          );
        }}
      </Loaded>
      <section aria-labelledby="basic-planets">
        <h3 id="basic-planets" className={s.h3}>
          {t('basic.planetsHeading')}
        </h3>
        <Loaded state={details} errorLabels={errorLabels}>
          {(d) => (
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="planets-table">
                <caption className="visually-hidden">{t('basic.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('basic.planet')}</th>
                    <th scope="col">{t('basic.sign')}</th>
                    <th scope="col">{t('basic.degree')}</th>
                    <th scope="col">{t('basic.nakshatra')}</th>
                    <th scope="col">{t('basic.house')}</th>
                    <th scope="col">{t('basic.status')}</th>
                    <th scope="col">{t('basic.dignity')}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr data-planet="AS">
                    <th scope="row">{t('basic.ascendant')}</th>
                    <td>{names.signs[d.ascendant.sign - 1]}</td>
                    <td className={s.num}>{dms(d.ascendant.degree)}</td>
                    <td>{nak(d.ascendant.nakshatra, d.ascendant.pada)}</td>
                    <td className={s.num}>1</td>
                    <td>—</td>
                    <td>—</td>
                  </tr>
                  {PLANET_ORDER.map((k) => {
                    const p = d.planets[k];
                    if (!p) return null;
                    const status = [
                      p.retrograde ? t('basic.retrograde') : t('basic.direct'),
                      p.combust ? t('basic.combust') : null,
                    ]
                      .filter(Boolean)
                      .join(', ');
                    return (
                      <tr key={k} data-planet={k}>
                        <th scope="row">{planetName(k)}</th>
                        <td>{names.signs[p.sign - 1]}</td>
                        <td className={s.num}>{dms(p.degree)}</td>
                        <td>{nak(p.nakshatra, p.pada)}</td>
                        <td className={s.num}>{p.house}</td>
                        <td>{status}</td>
                        <td>{names.dignities[p.dignity] ?? p.dignity}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Loaded>
      </section>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={s.fact} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

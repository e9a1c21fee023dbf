'use client';

import { useTranslations } from 'next-intl';
import type { ErrorLabels } from '@/components/ui/error-state';
import { type KpAnswer, type KpLords, useAstrology } from './api';
import { dms } from './format';
import { Loaded } from './kundali-result';
import s from './kundali.module.css';
import type { KundaliNames } from './names';
import { PLANET_ORDER } from './planet-order';

export function KpTab({ names, errorLabels }: { names: KundaliNames; errorLabels: ErrorLabels }) {
  const t = useTranslations('kundali.kp');
  const kp = useAstrology<KpAnswer>('kp-kundali');
  const pl = (k: string | undefined) => (k ? (names.planets[k]?.name ?? k) : t('none'));
  const list = (keys: string[]) => (keys.length ? keys.map((k) => pl(k)).join(', ') : t('none'));
  const position = (lon: number) => {
    const norm = ((lon % 360) + 360) % 360;
    return `${names.signs[Math.floor(norm / 30)]} ${dms(norm % 30)}`;
  };
  const lordCells = (l: KpLords) => (
    <>
      <td>{pl(l.signLord)}</td>
      <td>{pl(l.starLord)}</td>
      <td>{pl(l.subLord)}</td>
      <td>{pl(l.subSubLord)}</td>
    </>
  );
  const lordHeads = (
    <>
      <th scope="col">{t('signLord')}</th>
      <th scope="col">{t('starLord')}</th>
      <th scope="col">{t('subLord')}</th>
      <th scope="col">{t('subSubLord')}</th>
    </>
  );

  return (
    <Loaded state={kp} errorLabels={errorLabels}>
      {(k) => (
        <div className={s.stack}>
          <p className={s.note}>{t('ayanamsa', { degrees: `${k.ayanamsa.toFixed(4)}°` })}</p>
          <section aria-labelledby="kp-cusps">
            <h3 id="kp-cusps" className={s.h3}>
              {t('cuspsHeading')}
            </h3>
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="kp-cusps">
                <thead>
                  <tr>
                    <th scope="col">{t('cusp')}</th>
                    <th scope="col">{t('position')}</th>
                    {lordHeads}
                  </tr>
                </thead>
                <tbody>
                  {k.cusps.map((c, i) => {
                    const lords = k.cuspLords[i];
                    return (
                      <tr key={c}>
                        <th scope="row" className={s.num}>
                          {i + 1}
                        </th>
                        <td>{position(c)}</td>
                        {lords ? lordCells(lords) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="kp-planets">
            <h3 id="kp-planets" className={s.h3}>
              {t('planetsHeading')}
            </h3>
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="kp-planets">
                <thead>
                  <tr>
                    <th scope="col">{t('planet')}</th>
                    <th scope="col">{t('position')}</th>
                    <th scope="col">{t('house')}</th>
                    {lordHeads}
                  </tr>
                </thead>
                <tbody>
                  {PLANET_ORDER.map((key) => {
                    const p = k.planets[key];
                    if (!p) return null;
                    return (
                      <tr key={key}>
                        <th scope="row">{pl(key)}</th>
                        <td>{position(p.longitude)}</td>
                        <td className={s.num}>{p.house}</td>
                        {lordCells(p)}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="kp-sig">
            <h3 id="kp-sig" className={s.h3}>
              {t('significatorsHeading')}
            </h3>
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="kp-significators">
                <thead>
                  <tr>
                    <th scope="col">{t('house')}</th>
                    <th scope="col">{t('occupantsStar')}</th>
                    <th scope="col">{t('occupants')}</th>
                    <th scope="col">{t('ownerStar')}</th>
                    <th scope="col">{t('owner')}</th>
                  </tr>
                </thead>
                <tbody>
                  {k.houseSignificators.map((h) => (
                    <tr key={h.house}>
                      <th scope="row" className={s.num}>
                        {h.house}
                      </th>
                      <td>{list(h.occupantsStar)}</td>
                      <td>{list(h.occupants)}</td>
                      <td>{list(h.ownerStar)}</td>
                      <td>{pl(h.owner)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="kp-psig">
            <h3 id="kp-psig" className={s.h3}>
              {t('planetSignificatorsHeading')}
            </h3>
            <div className={s.tableWrap}>
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('planet')}</th>
                    <th scope="col">{t('houses')}</th>
                  </tr>
                </thead>
                <tbody>
                  {PLANET_ORDER.map((key) => {
                    const sig = k.planetSignifications[key];
                    if (!sig) return null;
                    return (
                      <tr key={key}>
                        <th scope="row">{pl(key)}</th>
                        <td>{sig.all.length ? sig.all.join(', ') : t('none')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </Loaded>
  );
}

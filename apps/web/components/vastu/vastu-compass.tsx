'use client';

import { type DirectionKey, directionIndex, type VastuVerdict } from '@drishti/content/vastu';
import { Compass, RotateCcw, RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { headingFromReading, nextRotation, polar, shouldAnnounce, turn, zonePath } from './compass-model';
import s from './vastu.module.css';

export interface DirectionView {
  key: DirectionKey;
  short: string;
  name: string;
}

export interface RoomView {
  key: string;
  label: string;
  rule: string;
  zones: Record<DirectionKey, VastuVerdict>;
}

type Mode = 'manual' | 'live';
type Sensor = 'unknown' | 'waiting' | 'working' | 'denied' | 'missing';

const VERDICTS: readonly VastuVerdict[] = ['good', 'okay', 'bad'];
const FILL: Record<VastuVerdict, string> = { good: '#86efac', okay: '#fde68a', bad: '#fca5a5' };
const STROKE: Record<VastuVerdict, string> = { good: '#15803d', okay: '#a16207', bad: '#b91c1c' };
/** A mark in each zone as well as its colour: ✓ good, ~ okay, ✕ bad. */
const MARK: Record<VastuVerdict, string> = { good: '✓', okay: '~', bad: '✕' };

const SIZE = 320;
const C = SIZE / 2;
const SENSOR_WAIT_MS = 3000;

type PermissionRequester = { requestPermission?: () => Promise<'granted' | 'denied' | 'default'> };

function screenAngle(): number {
  if (typeof screen !== 'undefined' && screen.orientation && typeof screen.orientation.angle === 'number') {
    return screen.orientation.angle;
  }
  return 0;
}

/**
 * The Vastu compass: a dial of the 16 zones coloured for the chosen room, turned by the phone's
 * compass (asking permission on iPhones, on a tap) or by hand on computers. The heading and the
 * zone are shown as text; a live region tells screen readers when the direction changes, at most
 * every few seconds.
 */
export function VastuCompass({ directions, rooms }: { directions: DirectionView[]; rooms: RoomView[] }) {
  const t = useTranslations('vastu.compass');
  const uid = useId();
  const [heading, setHeading] = useState(0);
  const [rotation, setRotation] = useState(0);
  const [mode, setMode] = useState<Mode>('manual');
  const [sensor, setSensor] = useState<Sensor>('unknown');
  const [roomKey, setRoomKey] = useState(rooms[0]?.key ?? '');
  const [announcement, setAnnouncement] = useState('');
  const manualLock = useRef(false);
  const sawReading = useRef(false);
  // The dial starts at north: nothing to announce until the direction changes.
  const lastAnnounced = useRef<{ key: string | null; at: number }>({ key: directions[0]?.key ?? null, at: 0 });
  const pendingAnnounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const room = rooms.find((r) => r.key === roomKey) ?? rooms[0];
  const facing = directions[directionIndex(heading)] as DirectionView;
  const facingVerdict = room?.zones[facing.key] ?? 'okay';

  const show = useCallback((h: number) => {
    setHeading(h);
    setRotation((r) => nextRotation(r, h));
  }, []);

  // Phones: every reading with an absolute heading turns the dial, unless the user took over by hand.
  useEffect(() => {
    function onReading(event: Event) {
      const e = event as DeviceOrientationEvent & { webkitCompassHeading?: number };
      const h = headingFromReading(
        {
          alpha: e.alpha,
          absolute: e.absolute || event.type === 'deviceorientationabsolute',
          webkitCompassHeading: e.webkitCompassHeading,
        },
        screenAngle(),
      );
      if (h === null) return;
      if (waitTimer.current) clearTimeout(waitTimer.current);
      sawReading.current = true;
      setSensor('working');
      if (manualLock.current) return;
      setMode('live');
      show(Math.round(h));
    }
    window.addEventListener('deviceorientationabsolute', onReading);
    window.addEventListener('deviceorientation', onReading);
    return () => {
      window.removeEventListener('deviceorientationabsolute', onReading);
      window.removeEventListener('deviceorientation', onReading);
      if (waitTimer.current) clearTimeout(waitTimer.current);
      if (pendingAnnounce.current) clearTimeout(pendingAnnounce.current);
    };
  }, [show]);

  // The live region: the new direction, once it has changed and not more often than every 3 s.
  useEffect(() => {
    const text = t('announce', { direction: facing.name, degrees: heading });
    const now = Date.now();
    if (pendingAnnounce.current) clearTimeout(pendingAnnounce.current);
    if (shouldAnnounce(lastAnnounced.current, facing.key, now)) {
      lastAnnounced.current = { key: facing.key, at: now };
      setAnnouncement(text);
    } else if (facing.key !== lastAnnounced.current.key) {
      const wait = Math.max(0, 3000 - (now - lastAnnounced.current.at));
      pendingAnnounce.current = setTimeout(() => {
        lastAnnounced.current = { key: facing.key, at: Date.now() };
        setAnnouncement(text);
      }, wait);
    }
  }, [facing.key, facing.name, heading, t]);

  async function startLive() {
    manualLock.current = false;
    const requester = (typeof DeviceOrientationEvent !== 'undefined' ? DeviceOrientationEvent : undefined) as
      | PermissionRequester
      | undefined;
    if (!requester) {
      setSensor('missing');
      return;
    }
    if (typeof requester.requestPermission === 'function') {
      try {
        const answer = await requester.requestPermission();
        if (answer !== 'granted') {
          setSensor('denied');
          return;
        }
      } catch {
        setSensor('denied');
        return;
      }
    }
    setMode('live');
    if (sensor !== 'working') {
      setSensor('waiting');
      if (waitTimer.current) clearTimeout(waitTimer.current);
      waitTimer.current = setTimeout(() => {
        if (sawReading.current) return;
        setSensor('missing');
        setMode('manual');
      }, SENSOR_WAIT_MS);
    }
  }

  function manual(h: number) {
    manualLock.current = true;
    setMode('manual');
    show(h);
  }

  const sensorNote =
    sensor === 'denied'
      ? t('sensorDenied')
      : sensor === 'missing'
        ? t('sensorMissing')
        : sensor === 'waiting'
          ? t('sensorWaiting')
          : sensor === 'working' && mode === 'live'
            ? t('sensorWorking')
            : t('phoneNote');

  return (
    <div className={s.compass} data-testid="vastu-compass" data-mode={mode}>
      <div className={s.dialColumn}>
        <p className={s.readout} data-testid="compass-readout">
          <span className={s.degrees} data-testid="compass-degrees">
            {heading}°
          </span>
          <span className={s.facing}>
            {t('facing')}{' '}
            <strong data-testid="compass-direction" data-direction={facing.key}>
              {facing.name}
            </strong>
          </span>
          <span
            className={`${s.verdict} ${s[facingVerdict]}`}
            data-testid="compass-verdict"
            data-verdict={facingVerdict}
          >
            {MARK[facingVerdict]} {t(`verdict.${facingVerdict}`)}
            {room ? ` · ${room.label}` : ''}
          </span>
        </p>

        <div className={s.dialWrap}>
          <svg
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            className={s.dial}
            role="img"
            aria-labelledby={`${uid}-dial-title`}
            data-testid="compass-dial"
            data-heading={heading}
          >
            <title id={`${uid}-dial-title`}>
              {t('dialTitle', { room: room?.label ?? '', degrees: heading, direction: facing.name })}
            </title>
            <circle cx={C} cy={C} r={C - 2} fill="#1e1b4b" />
            <g className={s.rotor} style={{ transform: `rotate(${-rotation}deg)` }} data-testid="compass-rotor">
              {directions.map((d, i) => {
                const verdict = room?.zones[d.key] ?? 'okay';
                const [lx, ly] = polar(C, C, 118, i * 22.5);
                const [mx, my] = polar(C, C, 84, i * 22.5);
                const main = i % 2 === 0;
                return (
                  <g key={d.key} data-zone={d.key} data-verdict={verdict}>
                    <path
                      d={zonePath(i, C, C, 70, 150)}
                      fill={FILL[verdict]}
                      stroke={STROKE[verdict]}
                      strokeWidth={1}
                    />
                    <text
                      x={lx}
                      y={ly}
                      textAnchor="middle"
                      dominantBaseline="central"
                      className={main ? s.zoneLabelMain : s.zoneLabel}
                      style={{ transform: `rotate(${rotation}deg)`, transformOrigin: `${lx}px ${ly}px` }}
                    >
                      {d.short}
                    </text>
                    <text
                      x={mx}
                      y={my}
                      textAnchor="middle"
                      dominantBaseline="central"
                      className={s.zoneMark}
                      style={{ transform: `rotate(${rotation}deg)`, transformOrigin: `${mx}px ${my}px` }}
                    >
                      {MARK[verdict]}
                    </text>
                  </g>
                );
              })}
              <circle cx={C} cy={C} r={70} fill="#fffbf5" stroke="#eadfcd" />
              {/* The north tip of the needle: always points to magnetic north. */}
              <path d={`M${C} ${C - 62}L${C + 9} ${C}L${C - 9} ${C}Z`} fill="#b91c1c" />
              <path d={`M${C} ${C + 62}L${C + 9} ${C}L${C - 9} ${C}Z`} fill="#4b4560" />
              <circle cx={C} cy={C} r={6} fill="#1f1a2e" />
            </g>
            {/* The lubber line: the way the top of the phone points. */}
            <path d={`M${C} 4L${C + 11} 24L${C - 11} 24Z`} fill="#f59e0b" stroke="#1f1a2e" strokeWidth={1.5} />
          </svg>
        </div>
      </div>

      <div className={s.panel}>
        <div className={s.field}>
          <label htmlFor={`${uid}-room`}>{t('roomLabel')}</label>
          <select
            id={`${uid}-room`}
            value={roomKey}
            onChange={(e) => setRoomKey(e.currentTarget.value)}
            data-testid="room-select"
          >
            {rooms.map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
        </div>

        <fieldset className={s.modeBox}>
          <legend>{t('turnHeading')}</legend>
          <button
            type="button"
            className="button"
            onClick={startLive}
            aria-pressed={mode === 'live'}
            data-testid="live-compass"
          >
            <Compass aria-hidden="true" size={20} />
            {t('useLive')}
          </button>
          <p className={s.note} data-testid="sensor-note">
            {sensorNote}
          </p>
          <div className={s.field}>
            <label htmlFor={`${uid}-heading`}>{t('manualLabel')}</label>
            <input
              id={`${uid}-heading`}
              type="range"
              min={0}
              max={359}
              step={1}
              value={heading}
              onChange={(e) => manual(Number(e.currentTarget.value))}
              aria-valuetext={t('announce', { direction: facing.name, degrees: heading })}
              data-testid="heading-slider"
            />
          </div>
          <div className={s.turnButtons}>
            <button
              type="button"
              className={s.secondary}
              onClick={() => manual(turn(heading, -15))}
              data-testid="turn-left"
            >
              <RotateCcw aria-hidden="true" size={20} />
              <span aria-hidden="true">−15°</span>
              <span className="visually-hidden">{t('turnLeft')}</span>
            </button>
            <button
              type="button"
              className={s.secondary}
              onClick={() => manual(turn(heading, 15))}
              data-testid="turn-right"
            >
              <RotateCw aria-hidden="true" size={20} />
              <span aria-hidden="true">+15°</span>
              <span className="visually-hidden">{t('turnRight')}</span>
            </button>
          </div>
        </fieldset>

        {room && (
          <section className={s.rule} aria-labelledby={`${uid}-rule`} data-testid="room-rule">
            <h3 id={`${uid}-rule`}>{t('ruleHeading', { room: room.label })}</h3>
            <p>{room.rule}</p>
            <ul className={s.legend} data-testid="legend">
              {VERDICTS.map((v) => {
                const names = directions.filter((d) => room.zones[d.key] === v).map((d) => d.name);
                return (
                  <li key={v} data-verdict={v}>
                    <span className={`${s.swatch} ${s[v]}`} aria-hidden="true">
                      {MARK[v]}
                    </span>
                    <span>
                      <strong>{t(`legend.${v}`)}:</strong> {names.length ? names.join(', ') : t('legend.none')}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>

      <p className="visually-hidden" aria-live="polite" data-testid="compass-live">
        {announcement}
      </p>
    </div>
  );
}

import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';

/**
 * The end-to-end run's own network (docs/LIVE.md, "End-to-end tests: a network of their own").
 *
 * Janus leaves loopback out of its ICE candidates, and no test may send media to this machine's own
 * network address. So the whole Playwright run — the server under test, its Janus, the browsers —
 * runs in a network namespace it creates: loopback for HTTP, and a veth pair whose one end carries
 * a private address, the only interface with an address WebRTC can use there. The server's local
 * Janus enforces that interface (ice_enforce_list), and the browsers have no other. The machine's
 * own addresses do not exist inside the namespace.
 *
 * {@link enterE2eNetwork} is called by the Playwright configuration: outside the namespace it runs
 * the same Playwright command again inside a new one and exits with its status; inside, it checks the
 * interface is there. Without the right to make a namespace it stops with a message saying what is
 * missing: there is no fallback to the machine's own network.
 */

/** Set in the run inside the namespace. */
const INSIDE = 'DRISHTI_E2E_NETNS';
/** The machine's own addresses, as seen before entering the namespace (for the live spec's check). */
const HOST_ADDRESSES = 'DRISHTI_E2E_HOST_ADDRESSES';

/** The interface with the media address (at most 15 characters: a Linux interface name). */
export const E2E_MEDIA_INTERFACE = 'drishti-media0';
const PEER_INTERFACE = 'drishti-media1';
/** The one address media may use in the end-to-end run (a private range no real network here uses). */
export const E2E_MEDIA_ADDRESS = '10.231.0.1';

/** The machine's own (non-loopback) addresses outside the namespace. */
export function hostAddresses(): string[] {
  const fromEnv = process.env[HOST_ADDRESSES];
  if (fromEnv !== undefined) return fromEnv.split(',').filter(Boolean);
  return ownAddresses();
}

function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal)
    .map((a) => a!.address.split('%')[0]!);
}

const SETUP = [
  'ip link set lo up',
  `ip link add ${E2E_MEDIA_INTERFACE} type veth peer name ${PEER_INTERFACE}`,
  // No IPv6 link-local addresses: the media address is the only one on these interfaces.
  `ip link set dev ${E2E_MEDIA_INTERFACE} addrgenmode none`,
  `ip link set dev ${PEER_INTERFACE} addrgenmode none`,
  `ip addr add ${E2E_MEDIA_ADDRESS}/24 dev ${E2E_MEDIA_INTERFACE}`,
  `ip link set ${E2E_MEDIA_INTERFACE} up`,
  `ip link set ${PEER_INTERFACE} up`,
].join(' && ');

function fail(message: string): never {
  process.stderr.write(`\nThe end-to-end tests cannot start: ${message}\n\n`);
  process.exit(1);
}

/** Runs this Playwright command in the end-to-end network namespace (see above); returns inside it. */
export function enterE2eNetwork(): void {
  if (process.env[INSIDE] === '1') {
    const media = networkInterfaces()[E2E_MEDIA_INTERFACE] ?? [];
    if (!media.some((a) => a.address === E2E_MEDIA_ADDRESS))
      fail(`the interface ${E2E_MEDIA_INTERFACE} with ${E2E_MEDIA_ADDRESS} is missing in the test network namespace.`);
    return;
  }
  // A plain network namespace (root), else one inside a user namespace (unprivileged user namespaces).
  const tries = [['--net'], ['--user', '--map-root-user', '--net']];
  const failures: string[] = [];
  let unshare: string[] | undefined;
  for (const flags of tries) {
    const probe = spawnSync('unshare', [...flags, 'sh', '-c', SETUP], { encoding: 'utf8' });
    if (!probe.error && probe.status === 0) {
      unshare = flags;
      break;
    }
    const why = probe.error ? probe.error.message : (probe.stderr || `exit code ${probe.status}`).trim();
    failures.push(`unshare ${flags.join(' ')}: ${why}`);
  }
  if (!unshare)
    fail(
      `they run in a network namespace of their own with a veth pair (docs/LIVE.md), and making it failed (${failures.join('; ')}). ` +
        'Needed: util-linux `unshare` and iproute2 `ip`, either root (CAP_SYS_ADMIN and CAP_NET_ADMIN) or ' +
        'unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1, user.max_user_namespaces > 0), ' +
        'and the kernel’s veth driver.',
    );
  const run = spawnSync(
    'unshare',
    [
      ...unshare,
      'sh',
      '-c',
      `${SETUP} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, [INSIDE]: '1', [HOST_ADDRESSES]: ownAddresses().join(',') } },
  );
  if (run.error) fail(run.error.message);
  process.exit(run.status ?? 1);
}

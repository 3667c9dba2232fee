import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // The whole route manifest comes with the first page (a few dozen routes, small): no /__manifest round trips
  // while links render, and no route patching while a form's answer is being committed.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;

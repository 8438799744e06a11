// The runtime configuration (spec section 3): read from /config.json beside the app before the first
// render, so one build serves every client. Without it the app talks to the server it came from.
export interface RuntimeConfig {
  backendUrl: string;
  appUrl: string;
  type: 'PUSAT' | 'CABANG';
  version: string;
  versionTag: string;
  encrypt: boolean;
  authType: string;
  whatsappBackend: string | null;
  grosirBackend: string | null;
  /** The wholesale app /redirect-to-grosir opens, and its semi-wholesale variant (SEMI_GROSIR_MODULE). */
  grosirUrl: string | null;
  semiGrosirUrl: string | null;
  onlineStoreBackend: string | null;
  pushServiceName: string | null;
}

const DEFAULTS: RuntimeConfig = {
  backendUrl: '/api/v1/',
  appUrl: '/',
  type: 'CABANG',
  version: '',
  versionTag: '',
  encrypt: false,
  authType: 'token',
  whatsappBackend: null,
  grosirBackend: null,
  grosirUrl: null,
  semiGrosirUrl: null,
  onlineStoreBackend: null,
  pushServiceName: null,
};

let current: RuntimeConfig = DEFAULTS;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const res = await fetch('/config.json', { cache: 'no-store' });
    if (res.ok) current = { ...DEFAULTS, ...((await res.json()) as Partial<RuntimeConfig>) };
  } catch {
    // Offline at start: the defaults point at the server that served the app.
  }
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

import * as z from 'zod';

const optionalUrl = z.url().optional();

/** Environment variables, as both hosts receive them (process.env or the Worker env). */
const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  APP_ORIGIN: z.url().optional(),
  PORT: z.coerce.number().min(1).max(65535).int().default(8787),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_IFRAME_API_URL: z.url().default('https://www.youtube.com/iframe_api'),
  YOUTUBE_OEMBED_URL: z.url().default('https://www.youtube.com/oembed'),
  // Data API units a day the availability checker may spend (one per 50 videos checked).
  AVAILABILITY_DAILY_QUOTA: z.coerce.number().min(0).max(1_000_000).int().default(1000),
  // How often the Node host's timer schedules availability checks (the Worker's is its Cron
  // Trigger in wrangler.toml). Hourly; tests shorten it.
  AVAILABILITY_SCHEDULE_SECONDS: z.coerce.number().min(1).max(7 * 24 * 3600).int().default(3600),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ADMIN_EMAILS: z.string().optional(),
  // Requests per minute allowed to one personal API token (tests lower it).
  API_TOKEN_RATE_LIMIT: z.coerce.number().min(1).max(100_000).int().default(120),
  // Who may tell the Node host the client's address: nobody (unset), Cloudflare, or N proxies.
  TRUST_PROXY: z
    .string()
    .regex(/^(cloudflare|[1-9]|10)$/, "must be 'cloudflare' or the number of proxies in front (1-10)")
    .transform((v) => (v === 'cloudflare' ? v : Number(v)))
    .optional(),
  // Local tests only: route the Neon driver's WebSocket through a proxy to a plain Postgres.
  NEON_WS_PROXY: z.string().min(1).optional(),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  devMode: boolean;
  appOrigin: string;
  port: number;
  /** Cookies get Secure unless the app is served over plain http on localhost. */
  secureCookies: boolean;
  sessionSecret: string;
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    jwksUrl: string;
    issuer: string;
  };
  databaseUrl?: string;
  dataDir: string;
  /** oembedUrl: the keyless endpoint that gives a video's title, channel and thumbnail. */
  youtube: { apiKey?: string; apiBase: string; iframeApiUrl: string; oembedUrl: string };
  openai: { apiKey?: string; baseUrl?: string; model: string };
  /**
   * Data API units a day the availability checker may spend; how often the Node host's timer
   * schedules checks (the Worker's schedule is its Cron Trigger).
   */
  availability: { dailyQuota: number; scheduleIntervalMs: number };
  adminEmails: string[];
  /** Requests per minute one personal API token may make. */
  apiTokenRateLimit: number;
  neonWsProxy?: string;
  /**
   * Where a request's client address comes from (functions/http/client-address.ts): null, the
   * connection itself (client headers are not believed); 'cloudflare', CF-Connecting-IP; N, the
   * address N hops back in X-Forwarded-For, the one the outermost of N trusted proxies saw.
   */
  trustProxy: 'cloudflare' | number | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses and checks the environment once. Throws a ConfigError naming each missing or invalid
 * variable. `devDefaults` fills what dev mode may generate itself (the session secret, the dev
 * identity provider's endpoints) before checking.
 */
export function parseConfig(env: Env, devDefaults: (devMode: boolean, port: number) => Env = () => ({})): Config {
  const devMode = !env.GOOGLE_CLIENT_ID && env.NODE_ENV !== 'production';
  const port = Number(env.PORT ?? 8787) || 8787;
  const merged = { ...devDefaults(devMode, port), ...withoutEmpty(env) };
  const parsed = envSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = (['SESSION_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const).filter((k) => !e[k]);
  if (missing.length > 0) {
    throw new ConfigError(`Missing configuration: ${missing.join(', ')} must be set.`);
  }
  const appOrigin = new URL(e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  const adminEmails = (e.ADMIN_EMAILS ?? (devMode ? 'admin@example.com' : ''))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return {
    devMode,
    appOrigin,
    port: e.PORT,
    secureCookies: !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(appOrigin),
    sessionSecret: e.SESSION_SECRET!,
    google: {
      clientId: e.GOOGLE_CLIENT_ID!,
      clientSecret: e.GOOGLE_CLIENT_SECRET!,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuer: e.GOOGLE_ISSUER,
    },
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    youtube: { apiKey: e.YOUTUBE_API_KEY, apiBase: e.YOUTUBE_API_BASE, iframeApiUrl: e.YOUTUBE_IFRAME_API_URL, oembedUrl: e.YOUTUBE_OEMBED_URL },
    openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL },
    availability: { dailyQuota: e.AVAILABILITY_DAILY_QUOTA, scheduleIntervalMs: e.AVAILABILITY_SCHEDULE_SECONDS * 1000 },
    adminEmails,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    neonWsProxy: e.NEON_WS_PROXY,
    trustProxy: e.TRUST_PROXY ?? null,
  };
}

/** An empty variable (`FOO=`) means "not set", as in most shells' intent. */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

export function isAdminEmail(config: Config, email: string | null | undefined): boolean {
  return !!email && config.adminEmails.includes(email.toLowerCase());
}

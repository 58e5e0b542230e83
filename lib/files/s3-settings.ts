/** The S3_* settings (lib/config.ts checks them as the server starts). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Where browsers reach the store, when that differs from where the server does (compose: minio:9000 inside, localhost:9000 outside). */
  publicEndpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The S3 settings of the environment, or undefined when S3_BUCKET is unset (files on local disk). */
export function s3SettingsFromEnv(env: Record<string, string | undefined> = process.env): S3Settings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value("S3_BUCKET");
  if (!bucket) return undefined;
  return {
    bucket,
    region: value("S3_REGION") ?? "us-east-1",
    endpoint: value("S3_ENDPOINT"),
    publicEndpoint: value("S3_PUBLIC_ENDPOINT"),
    accessKeyId: value("S3_ACCESS_KEY_ID"),
    secretAccessKey: value("S3_SECRET_ACCESS_KEY"),
    forcePathStyle: value("S3_FORCE_PATH_STYLE") === "1",
  };
}

/**
 * The origin a presigned upload URL points at, as the SDK builds it: browsers PUT there, so
 * the dashboard's and the widget's Content-Security-Policy allow it in connect-src.
 */
export function s3UploadOrigin(settings: S3Settings): string {
  // Virtual-hosted style needs a bucket name that is a DNS label (no dots, for TLS).
  const virtual = !settings.forcePathStyle && /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(settings.bucket);
  const base = new URL(settings.publicEndpoint ?? settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return virtual ? `${base.protocol}//${settings.bucket}.${base.host}` : base.origin;
}

/** connect-src's extra source for direct uploads, or "" with files on local disk. */
export function uploadConnectSource(env: Record<string, string | undefined> = process.env): string {
  const settings = s3SettingsFromEnv(env);
  if (!settings) return "";
  try {
    return ` ${s3UploadOrigin(settings)}`;
  } catch {
    return "";
  }
}

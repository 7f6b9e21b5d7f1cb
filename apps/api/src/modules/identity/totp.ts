import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;

function totpOf(secretBase32: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Turbine',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** A new RFC 6238 secret (160 bits), its otpauth:// URL and that URL as a QR code (SVG data URL). */
export async function newTotpSecret(
  label: string,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, label).toString();
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step a code belongs to, accepting the step before and after (±1, clock drift), or null when
 * the code matches none. The caller refuses a step not newer than the last one used (replay).
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32, 'x').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

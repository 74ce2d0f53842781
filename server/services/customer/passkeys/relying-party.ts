// Who the bank is to WebAuthn: the relying-party id (a domain, never an IP address) and the
// web origins allowed to use it. Configured by PASSKEY_RP_ID and PASSKEY_ORIGINS; the
// sandbox default is 'localhost' with any http(s)://localhost:<port>, which is what a
// developer machine and the end-to-end tests use (browsers refuse an IP address as rp id).

export const RP_NAME = 'Harbour Sandbox Bank';

export interface RelyingParty {
  id: string;
  /** Whether a browser-reported origin may use this relying party. */
  allowsOrigin(origin: string): boolean;
}

export function relyingParty(env: NodeJS.ProcessEnv = process.env): RelyingParty {
  const id = env.PASSKEY_RP_ID?.trim() || 'localhost';
  const listed = (env.PASSKEY_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    id,
    allowsOrigin(origin) {
      if (listed.length > 0) return listed.includes(origin);
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      // Unlisted: only the rp id itself (any port), over https, or http on localhost.
      const secure = url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
      return secure && url.hostname === id && url.origin === origin;
    },
  };
}

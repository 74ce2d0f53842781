// Listens for partner pages' REQUEST messages and answers allowed origins with the bank's
// time (ITSI421030, sent in the background without the loading indicator). Renders nothing.
import { useEffect } from 'react';
import { handlePartnerMessage, partnerOrigins, type PartnerMessageEvent } from '../../bridge';
import { useServices } from '../services';

export function PartnerMessages() {
  const { config, client } = useServices();
  useEffect(() => {
    const allowed = partnerOrigins(config);
    if (allowed.length === 0) return;
    const onMessage = (event: MessageEvent) => {
      void handlePartnerMessage(event as unknown as PartnerMessageEvent, allowed, async () =>
        await client.call('ITSI421030', {}, { loading: false }),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [config, client]);
  return null;
}

// The button of a list of places (`nearby`): asks the browser for the position when pressed
// (never unasked) and hands it to the list, which sorts nearest first; the position stays in
// the page. The outcome is announced (role="status").
import { useState } from 'react';
import { useEngineKit } from '../../engine/react/kit';
import { adapterText } from '../../engine/react/texts';
import type { Position } from './ListStepView';
import { BusyButton } from '../shared/BusyButton';

export function NearbyBar({ onPosition }: { onPosition: (p: Position) => void }) {
  const kit = useEngineKit();
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'sorted'>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('denied');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        onPosition({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
        setState('sorted');
      },
      () => setState('denied'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const message = state === 'locating' ? 'locating' : state === 'denied' ? 'locationDenied' : state === 'sorted' ? 'sortedByDistance' : undefined;
  return (
    <div className="nearby-bar">
      <BusyButton block onClick={locate} loading={state === 'locating'} data-testid="nearby-locate">
        {adapterText('locateMe', kit.locale)}
      </BusyButton>
      <p role="status" className="nearby-status">
        {message ? adapterText(message, kit.locale) : ''}
      </p>
    </div>
  );
}

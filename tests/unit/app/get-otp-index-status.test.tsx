// @vitest-environment jsdom
// The token page reads the token's status from the bank (ITSI498023). When that read fails
// (the bank refuses, the network drops) the page says so with the bank's reason and offers
// to try again, instead of showing a status that never arrives.
import '../widgets/dom-stubs';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppServicesContext, type AppServices } from '../../../app/services';
import { setupI18n } from '../../../app/i18n';
import { textLoaders } from '../../../app/i18n/text-chunks';
import { Component as GetOtpIndexPage } from '../../../app/security/GetOtpIndexPage';

const setSetting = vi.fn();

function servicesWith(call: (code: string) => Promise<unknown>) {
  const services: Pick<AppServices, 'client' | 'device' | 'activationPrompt' | 'session'> = {
    session: { setSetting } as unknown as AppServices['session'],
    client: { call } as unknown as AppServices['client'],
    device: { deviceId: () => 'device-1', token: { isActivated: () => false, deactivate: () => undefined } } as unknown as AppServices['device'],
    activationPrompt: { ask: async () => false } as unknown as AppServices['activationPrompt'],
  };
  return services as AppServices;
}

describe('token page status', () => {
  it('shows the bank’s reason when the status cannot be read, and reads it again on request', async () => {
    await setupI18n('en', textLoaders);
    const call = vi
      .fn<(code: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Too many attempts. Please try again later.'))
      .mockResolvedValueOnce({ activated: false, status: 'inactive' });
    render(
      <AppServicesContext.Provider value={servicesWith(call)}>
        <MemoryRouter>
          <GetOtpIndexPage />
        </MemoryRouter>
      </AppServicesContext.Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("The token's status could not be read. Too many attempts. Please try again later.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenCalledWith('ITSI498023', { clientDeviceId: 'device-1' });
    // Entering the token settings sets the soft-token flag: Back goes to My settings (spec 2).
    expect(setSetting).toHaveBeenCalledWith('softTokenSetting', true);
  });
});

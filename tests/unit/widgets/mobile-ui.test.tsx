// @vitest-environment jsdom
import './dom-stubs';
import { render, screen } from '@testing-library/react';
import { useConfig } from 'antd-mobile';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { MobileUiProvider, mobileLocales, setupMobileUi } from '../../../widgets';
import { overlays } from '../../../widgets/overlays';

describe('antd-mobile set-up', () => {
  it('lets imperative Toast render under React 19', async () => {
    setupMobileUi('en');
    const { Toast } = await overlays();
    await act(async () => {
      Toast.show({ content: 'Processing, please be patient' });
    });
    expect(await screen.findByText('Processing, please be patient')).toBeInTheDocument();
    await act(async () => {
      Toast.clear();
    });
  });

  it('gives antd-mobile components the UI language', () => {
    function Probe() {
      return <span>{useConfig().locale.common.confirm}</span>;
    }
    const { rerender } = render(
      <MobileUiProvider locale="zh-TW">
        <Probe />
      </MobileUiProvider>,
    );
    expect(screen.getByText(mobileLocales['zh-TW'].common.confirm)).toBeInTheDocument();
    rerender(
      <MobileUiProvider locale="en">
        <Probe />
      </MobileUiProvider>,
    );
    expect(screen.getByText('Confirm')).toBeInTheDocument();
  });
});

// Builds the engine's kit (the renderer set, widgets, precompiled forms, formatters, actions) for the
// current language and hands it to every flow page.
import i18next from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { EngineKitContext, type EngineKit } from '../../engine/react';
import type { FlowRun } from '../../engine/core';
import { widgets, fields, templates, widgetTexts } from '../../widgets';
import { stepRenderers } from '../../widgets/renderers';
import { useServices, validatorTables } from '../services';
import { createFormatters } from '../format';
import { loadStepActions } from './journey-prefetch';
import { message } from '../../bridge';
import { useAppNavigation, useStableNavigate } from '../routing/use-app-navigation';
import { useKeepAliveScroll } from '../routing/keep-alive';
import { useLocation } from 'react-router';
import { showToast } from '../../widgets/overlays';

export const FlowKitProvider = observer(function FlowKitProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  const locale = services.locale.current;
  const { go, goBack } = useAppNavigation();
  const navigate = useStableNavigate();
  // A route that declares keepAlive comes back where the customer left it, for as long as the
  // journey's run lasts (app/routing/keep-alive.ts).
  const { handle } = services.currentRoute;
  const run = handle.flowId ? services.runs.peek(handle.flowId) : undefined;
  useKeepAliveScroll(`${run?.runId}:${useLocation().pathname}`, handle.keepAlive, () => run?.step.keepAlive === true);
  const kit = useMemo<EngineKit>(() => {
    const formatters = createFormatters(locale, services.banks);
    const env = {
      locale,
      formatters,
      navigate: (to: string, query?: Record<string, string>) => safe(() => go(to, query)),
      goBack,
      restart: (run: FlowRun) => {
        services.runs.discard(run.flow.id);
        navigate(run.flow.steps[run.flow.start]!.route, { replace: true });
      },
      call: (code: string, payload: Record<string, unknown>) => services.client.callDynamic(code, payload),
      device: services.device,
    };
    return {
      locale,
      renderers: stepRenderers,
      widgets,
      fields,
      templates,
      // Filled by each journey's chunk as its route loads (app/flows.ts).
      forms: validatorTables.formValidators as unknown as EngineKit['forms'],
      formatters,
      // A widget's own text first, then the app's translation tables (areas add widget texts there).
      widgetText: (key: string) =>
        (widgetTexts[locale] as Record<string, string>)[key] ?? (i18next.exists(key, { lng: locale }) ? i18next.t(key, { lng: locale }) : key),
      // The actions' code is usually in before the step shows (app/pages/journey-prefetch.ts);
      // a tap before that runs the action once it is. Not fetched (offline): the customer is told.
      onAction: (action, run, scope) =>
        void loadStepActions().then(
          ({ stepActions }) => stepActions[action.action]?.(action, run, scope, env),
          () => showToast({ content: message('network', locale) }),
        ),
      navigate: (to, query) => safe(() => go(to, query)),
      toast: (message) => showToast({ content: message }),
      upload: (target, body, contentType) => services.client.upload(target, body, contentType),
      captureIdCard: (side) => services.device.captureIdCard(side),
      defaultAccount: () => services.session.state.defaultAccount,
    };
  }, [locale, services, go, goBack, navigate]);
  return <EngineKitContext.Provider value={kit}>{children}</EngineKitContext.Provider>;
});

/** A duplicate navigation (tapping the link of the page already shown) is not an error for the customer. */
function safe(fn: () => void): void {
  try {
    fn();
  } catch (e) {
    if ((e as Error).name !== 'NavigationDuplicated') throw e;
  }
}

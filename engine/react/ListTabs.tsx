// Navigation tabs of a hub list step: sibling screens (e.g. My Bill List, e-Bill, e-Receipt),
// each its own route. The tab of the current route is selected; choosing another navigates.
import { Tabs } from 'antd-mobile';
import type { ListStep } from '../core/flow-types';
import { useEngineKit } from './kit';

export function ListTabs({ tabs, current }: { tabs: NonNullable<ListStep['tabs']>; current: string }) {
  const kit = useEngineKit();
  return (
    <Tabs
      className="list-tabs"
      activeKey={current}
      onChange={(to) => {
        if (to !== current) kit.navigate(to, {});
      }}
    >
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.to} title={tab.label[kit.locale]} />
      ))}
    </Tabs>
  );
}

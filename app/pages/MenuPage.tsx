// The all-menu (/menu/index): every journey, grouped as the spec's shortcut groups. The list
// is generated from the flows' `menu` declarations (generated/menu), so a new flow that
// declares one appears here by itself; the shell's own pages are added in app/menu/entries.ts.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useServices } from '../services';
import type { Locale } from '../../engine/core';
import { groupedEntries, type MenuEntry } from '../menu/entries';
import { MenuIcon } from '../menu/MenuIcon';
import { GROUP_TITLES, homeText } from '../menu/texts';

export const MenuPage = observer(function MenuPage() {
  const { locale } = useServices();
  const navigate = useNavigate();
  const l = locale.current;
  return (
    <div className="menu-page">
      <h1 className="home-title">{homeText('menuTitle', l)}</h1>
      <div className="home-tools">
        <Button block onClick={() => navigate('/search/index')}>
          <SearchOutline aria-hidden="true" /> {homeText('search', l)}
        </Button>
      </div>
      {groupedEntries().map(({ group, entries }) => (
        <MenuGroup key={group} group={group} entries={entries} locale={l} />
      ))}
    </div>
  );
});

function MenuGroup({ group, entries, locale }: { group: string; entries: MenuEntry[]; locale: Locale }) {
  const headingId = useId();
  return (
    <section className="menu-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-subtitle home-subtitle--padded">
        {GROUP_TITLES[group]?.[locale] ?? group}
      </h2>
      <ul className="menu-links">
        {entries.map((entry) => (
          <li key={entry.flowId}>
            <a className="menu-link" href={`#${entry.route}`} data-flow={entry.flowId}>
              <MenuIcon name={entry.icon} />
              <span>{entry.title[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { MenuPage as Component };

// A paged list step's rows (flow `paging`), loaded only by steps that page: pull down 70 px to
// load the list again (the "refreshing" state shows from 50 px), and the next page loads 60 px
// before the end (spec section 9: refresh 70/50/60), with "no more records" after the last.
// Keyboard and screen-reader users get the same through two buttons: Refresh (shown when
// focused) and Load more.
import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { FlowRun } from '../../engine/core/flow-run';
import { useEngineKit } from '../../engine/react/kit';
import { adapterText } from '../../engine/react/texts';
import { BusyButton } from '../shared/BusyButton';

export const PULL_TO_REFRESH = { threshold: 70, headHeight: 50, loadMoreThreshold: 60 } as const;

export const PagedList = observer(function PagedList({ run, rows, children }: { run: FlowRun; rows: number; children: ReactNode }) {
  const kit = useEngineKit();
  const t = (key: Parameters<typeof adapterText>[0]) => adapterText(key, kit.locale);
  const [failed, setFailed] = useState(false);
  const more = !!run.pages[run.stepId]?.more;
  const loadMore = async () => {
    setFailed(false);
    try {
      await run.loadMore();
    } catch (error) {
      setFailed(true);
      throw error;
    }
  };
  return (
    <PullToRefresh
      onRefresh={() => run.refresh()}
      threshold={PULL_TO_REFRESH.threshold}
      headHeight={PULL_TO_REFRESH.headHeight}
      pullingText={t('pullToRefresh')}
      canReleaseText={t('releaseToRefresh')}
      refreshingText={t('refreshing')}
      completeText={t('refreshed')}
    >
      <button type="button" className="list-refresh" onClick={() => void run.refresh()}>
        {t('refresh')}
      </button>
      {children}
      {rows > 0 && (
      <InfiniteScroll hasMore={more} threshold={PULL_TO_REFRESH.loadMoreThreshold} loadMore={loadMore}>
        <div className="list-more" aria-live="polite">
          {more || failed ? (
            <BusyButton size="small" fill="none" loading={run.loadingMore} onClick={() => void loadMore().catch(() => undefined)}>
              {failed ? t('loadMoreFailed') : t('loadMore')}
            </BusyButton>
          ) : (
            <span>{t('noMore')}</span>
          )}
        </div>
      </InfiniteScroll>
      )}
    </PullToRefresh>
  );
});

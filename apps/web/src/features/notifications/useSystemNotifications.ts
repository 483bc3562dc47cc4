import { notificationsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fetchList } from '../../shared/api/fetchList';
import { ownProfileQuery } from '../../shared/preferences/ownProfileQuery';
import { browserNotificationsAllowed } from './browserNotificationsAllowed';
import { useMarkNotificationRead } from './useMarkNotificationRead';

/**
 * Shows a system notification for each notification that arrives while the app is open, when the user's
 * 'browser' preference is on and the browser allows it. Those already there when the app opened are not
 * repeated. Clicking one opens its record and marks it read. It never asks for permission itself.
 */
export function useSystemNotifications(unreadCount: number | undefined) {
  const profile = useQuery(ownProfileQuery);
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const newestSeen = useRef<number | undefined>(undefined);
  // Read when the count moves, so only the count starts a look for new notifications.
  const latest = useRef({ wanted: false, navigate, markRead: markRead.mutate });
  latest.current = {
    wanted: profile.data?.notification_browser === true,
    navigate,
    markRead: markRead.mutate,
  };

  useEffect(() => {
    if (unreadCount === undefined) return;
    let cancelled = false;
    fetchList(notificationsApi.list, { query: { limit: 5, where: 'read_at is null' } })
      .then(({ data }) => {
        if (cancelled) return;
        const previous = newestSeen.current;
        newestSeen.current = Math.max(previous ?? 0, ...data.map((n) => n.id));
        const { wanted } = latest.current;
        if (previous === undefined || !wanted || !browserNotificationsAllowed()) return;
        for (const note of data.filter((n) => n.id > previous).reverse()) {
          const shown = new Notification(note.title, { body: note.body, tag: `shipdesk-${note.id}` });
          shown.onclick = () => {
            window.focus();
            latest.current.markRead(note.id);
            latest.current.navigate(note.link);
            shown.close();
          };
        }
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [unreadCount]);
}

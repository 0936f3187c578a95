import { useEffect, useState } from 'react';
import { api } from '@ironscore/api';
import type { GeneralSettings, PageLink } from '@ironscore/contract';

/**
 * General settings and the static-page list for the chrome (footer, default title). Both calls are
 * cached by packages/api for 5 minutes; a failed call leaves the value null / empty (the footer then
 * degrades silently).
 */
export function useGeneralSettings(): GeneralSettings | null {
  const [settings, setSettings] = useState<GeneralSettings | null>(null);
  useEffect(() => {
    let active = true;
    api
      .call('Get_GeneralSettings')
      .then((reply) => {
        if (active && reply?.status === true && reply.data) setSettings(reply.data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return settings;
}

export function usePages(): PageLink[] {
  const [pages, setPages] = useState<PageLink[]>([]);
  useEffect(() => {
    let active = true;
    api
      .call('Get_Pages')
      .then((reply) => {
        if (active && reply?.status === true && Array.isArray(reply.data)) setPages(reply.data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return pages;
}

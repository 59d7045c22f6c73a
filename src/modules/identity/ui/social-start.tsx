'use client';
/**
 * Starts a social sign-in from `/oauth-login/{type}` (spec §7 Identity "social login start"):
 * asks better-auth for the provider's authorization address and goes there. The provider
 * returns to `/api/auth/callback/{type}`, which lands on `callbackPath` or, when the provider
 * refused or failed, on `errorPath` with `?error=`.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { authClient } from './auth-client';

export function SocialStart({
  provider,
  providerName,
  callbackPath,
  errorPath,
}: {
  provider: string;
  providerName: string;
  callbackPath: string;
  errorPath: string;
}) {
  const t = useTranslations('auth');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void authClient.signIn
      .social({
        provider,
        callbackURL: callbackPath,
        newUserCallbackURL: callbackPath,
        errorCallbackURL: errorPath,
      })
      .then(({ error }) => {
        if (error) setFailed(true);
      });
  }, [provider, callbackPath, errorPath]);
  return failed ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {t('socialRefused', { provider: providerName })}
    </p>
  ) : (
    <p role="status" className="text-sm text-slate-600">
      {t('socialConnecting', { provider: providerName })}
    </p>
  );
}

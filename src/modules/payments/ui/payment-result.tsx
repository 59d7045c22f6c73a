/**
 * The frame of the payment result pages (/payment-success, /payment-fail; P §2): the title, a
 * sign-in prompt for a visitor, a "not found" line for a request that is not the viewer's, and
 * the page's own content. `requestOf` reads the request named by the query (`paymentRequestId`).
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Ctx } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import type { PaymentRequestState } from '../checkout';

/** The viewer's request named by `query.paymentRequestId`: null for a visitor, 'missing' when not theirs. */
export async function requestOf(
  ctx: Ctx,
  query: Record<string, string | string[] | undefined>,
  read: (ctx: Ctx, id: string) => Promise<PaymentRequestState>,
): Promise<PaymentRequestState | 'missing' | null> {
  if (!ctx.viewer.userId) return null;
  const id = typeof query.paymentRequestId === 'string' ? query.paymentRequestId : '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) return 'missing';
  try {
    return await read(ctx, id);
  } catch (error) {
    if (error instanceof NotFoundError) return 'missing';
    throw error;
  }
}

export async function PaymentResultFrame({
  title,
  request,
  loginHref,
  children,
}: {
  title: string;
  request: PaymentRequestState | 'missing' | null;
  loginHref: string;
  children: ReactNode;
}) {
  const t = await getTranslations('payments');
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-black">{title}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {request === null ? (
          <p>
            <a href={loginHref} className="font-semibold text-brand-700 underline">
              {t('signInToSee')}
            </a>
          </p>
        ) : request === 'missing' ? (
          <p data-testid="payment-missing">{t('requestMissing')}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

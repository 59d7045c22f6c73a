/** Bilingual texts of the account mails (verification, password reset). */
import type { Locale } from '@/i18n/locales';
import { escapeHtml } from '@/lib/html';

const TEXTS = {
  verify: {
    en: {
      subject: 'Verify your e-mail for Startup Atlas',
      lead: 'Please confirm your e-mail address to finish signing up.',
      action: 'Verify e-mail',
      code: 'Or enter this code on the e-mail verification page',
    },
    tr: {
      subject: 'Startup Atlas için e-postanızı doğrulayın',
      lead: 'Kaydınızı tamamlamak için lütfen e-posta adresinizi doğrulayın.',
      action: 'E-postayı doğrula',
      code: 'Ya da bu kodu e-posta doğrulama sayfasına girin',
    },
  },
  reset: {
    en: {
      subject: 'Reset your Startup Atlas password',
      lead: 'Someone asked to reset your password. If it was you, choose a new one:',
      action: 'Reset password',
    },
    tr: {
      subject: 'Startup Atlas şifrenizi sıfırlayın',
      lead: 'Şifrenizi sıfırlama isteği aldık. Bu sizseniz yeni bir şifre belirleyin:',
      action: 'Şifreyi sıfırla',
    },
  },
} as const;

/**
 * Subject, text and HTML of an account mail with its link, and for verification the 6-digit
 * code that `/email-verification` accepts instead of the link.
 */
export function authMail(kind: keyof typeof TEXTS, locale: Locale, url: string, code?: string) {
  const t = TEXTS[kind][locale];
  const codeLine = code && 'code' in t ? t.code : undefined;
  return {
    subject: t.subject,
    text: `${t.lead}\n\n${t.action}: ${url}\n${codeLine ? `\n${codeLine}: ${code}\n` : ''}`,
    html:
      `<p>${escapeHtml(t.lead)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t.action)}</a></p>` +
      (codeLine ? `<p>${escapeHtml(codeLine)}: <strong>${escapeHtml(code!)}</strong></p>` : ''),
  };
}

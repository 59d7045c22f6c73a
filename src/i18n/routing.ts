/**
 * Locale routing (spec §1, ARCHITECTURE.md "i18n"): English without prefix, Turkish under
 * /tr with Turkish path words from this one pathnames table. The locale cookie lives 365 days.
 */
import { defineRouting } from 'next-intl/routing';
import { LOCALES, DEFAULT_LOCALE } from './locales';

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const pathnames = {
  '/': '/',
  '/startups': { en: '/startups', tr: '/girisimler' },
  '/startups/[[...filter]]': { en: '/startups/[[...filter]]', tr: '/girisimler/[[...filter]]' },
  '/startup/[seoUrl]': { en: '/startup/[seoUrl]', tr: '/girisim/[seoUrl]' },
  '/talents': { en: '/talents', tr: '/yetenekler' },
  '/talent/[seoUrl]': { en: '/talent/[seoUrl]', tr: '/yetenek/[seoUrl]' },
  '/tech-centers': { en: '/tech-centers', tr: '/teknoloji-merkezleri' },
  '/program/[seoUrl]': { en: '/program/[seoUrl]', tr: '/program/[seoUrl]' },
  '/dashboard/organizers': { en: '/dashboard/organizers', tr: '/panel/organizatorler' },
  '/dashboard/add-organizer/[[...seoUrl]]': {
    en: '/dashboard/add-organizer/[[...seoUrl]]',
    tr: '/panel/organizator-ekle/[[...seoUrl]]',
  },
  '/profile/ecosystem/add-organization': {
    en: '/profile/ecosystem/add-organization',
    tr: '/profilim/ekosistem/organizasyon-ekle',
  },
  '/profile/ecosystem/edit-organization/[seoUrl]': {
    en: '/profile/ecosystem/edit-organization/[seoUrl]',
    tr: '/profilim/ekosistem/organizasyon-duzenle/[seoUrl]',
  },
  '/organizers/[[...organizerDetail]]': {
    en: '/organizers/[[...organizerDetail]]',
    tr: '/organizatorler/[[...organizerDetail]]',
  },
  '/providers': { en: '/providers', tr: '/hizmet-saglayicilar' },
  '/providers/[seoUrl]': { en: '/providers/[seoUrl]', tr: '/hizmet-saglayicilar/[seoUrl]' },
  '/dashboard/providers': { en: '/dashboard/providers', tr: '/panel/hizmet-saglayicilar' },
  '/dashboard/add-provider/[[...seoUrl]]': {
    en: '/dashboard/add-provider/[[...seoUrl]]',
    tr: '/panel/hizmet-saglayici-ekle/[[...seoUrl]]',
  },
  '/dashboard/programs/[[...seoUrl]]': {
    en: '/dashboard/programs/[[...seoUrl]]',
    tr: '/panel/programlar/[[...seoUrl]]',
  },
  '/dashboard/add-program/[[...seoUrl]]': {
    en: '/dashboard/add-program/[[...seoUrl]]',
    tr: '/panel/program-ekle/[[...seoUrl]]',
  },
  '/apply-program/[seoUrl]': { en: '/apply-program/[seoUrl]', tr: '/programa-basvur/[seoUrl]' },
  '/dashboard/applications-my-programs': {
    en: '/dashboard/applications-my-programs',
    tr: '/panel/programlarima-basvurular',
  },
  '/dashboard/my-program-applications': {
    en: '/dashboard/my-program-applications',
    tr: '/panel/program-basvurularim',
  },
  '/dashboard/review-the-program/[programSeoUrl]/[programApplyId]': {
    en: '/dashboard/review-the-program/[programSeoUrl]/[programApplyId]',
    tr: '/panel/programi-degerlendir/[programSeoUrl]/[programApplyId]',
  },
  '/profile/ecosystem/organization-program-list/[organizationSeoUrl]': {
    en: '/profile/ecosystem/organization-program-list/[organizationSeoUrl]',
    tr: '/profilim/ekosistem/organizasyon-program-listesi/[organizationSeoUrl]',
  },
  '/profile/ecosystem/add-program/[organizationSeoUrl]': {
    en: '/profile/ecosystem/add-program/[organizationSeoUrl]',
    tr: '/profilim/ekosistem/program-ekle/[organizationSeoUrl]',
  },
  '/profile/ecosystem/edit-program/[programSeoUrl]': {
    en: '/profile/ecosystem/edit-program/[programSeoUrl]',
    tr: '/profilim/ekosistem/program-duzenle/[programSeoUrl]',
  },
  '/admin/management/background-jobs': {
    en: '/admin/management/background-jobs',
    tr: '/yonetici/yonetim/arka-plan-isleri',
  },
  '/admin/management/ecosystem-management': {
    en: '/admin/management/ecosystem-management',
    tr: '/yonetici/yonetim/ekosistem-yonetimi',
  },
  '/tech-center/[seoUrl]/[[...fromHeader]]': {
    en: '/tech-center/[seoUrl]/[[...fromHeader]]',
    tr: '/teknoloji-merkezi/[seoUrl]/[[...fromHeader]]',
  },
  '/profile/tech-center/portfolio/[investorId]': {
    en: '/profile/tech-center/portfolio/[investorId]',
    tr: '/profilim/teknoloji-merkezi/portfoy/[investorId]',
  },
  '/data-sources': { en: '/data-sources', tr: '/veri-kaynaklari' },
  // Ecosystem maps (issue 18 §1; spec public §2 "Maps").
  '/ecosystem-map': { en: '/ecosystem-map', tr: '/ekosistem-haritasi' },
  '/ecosystem-map-eu': { en: '/ecosystem-map-eu', tr: '/ekosistem-haritasi-ab' },
  '/map/ecosystem-map-gov': { en: '/map/ecosystem-map-gov', tr: '/harita/kamu-destek-kurumlari' },
  '/map/types': { en: '/map/types', tr: '/harita/kurum-turleri' },
  '/search': { en: '/search', tr: '/arama' },
  '/patents': { en: '/patents', tr: '/patentler' },
  '/patent/patent-detail/[id]': { en: '/patent/patent-detail/[id]', tr: '/patent/patent-detayi/[id]' },
  '/investor-relation-map': { en: '/investor-relation-map', tr: '/yatirimci-iliski-haritasi' },
  // The innovation-index monitor (issue 18 §6; spec public §1): its country is a site setting.
  '/azerbaijan-gii': { en: '/azerbaijan-gii', tr: '/azerbaycan-gii' },
  '/azerbaijan-gii/dashboard': { en: '/azerbaijan-gii/dashboard', tr: '/azerbaycan-gii/panel' },
  '/login': { en: '/login', tr: '/giris-yap' },
  '/register': { en: '/register', tr: '/kayit-ol' },
  '/profile': { en: '/profile', tr: '/profilim' },
  '/forgot-password': { en: '/forgot-password', tr: '/sifremi-unuttum' },
  '/reset-password': { en: '/reset-password', tr: '/sifre-sifirla' },
  '/profile/settings/change-password': {
    en: '/profile/settings/change-password',
    tr: '/profilim/ayarlar/sifre-degistir',
  },
  '/payment-plans': { en: '/payment-plans', tr: '/odeme-planlari' },
  '/static/membership-packages': {
    en: '/static/membership-packages',
    tr: '/statik/uyelik-paketleri',
  },
  '/reports': { en: '/reports', tr: '/raporlar' },
  '/report/[seoUrl]': { en: '/report/[seoUrl]', tr: '/rapor/[seoUrl]' },
  '/payment-success': { en: '/payment-success', tr: '/odeme-basarili' },
  '/payment-fail': { en: '/payment-fail', tr: '/odeme-basarisiz' },
  '/payment/test-checkout/[checkoutId]': {
    en: '/payment/test-checkout/[checkoutId]',
    tr: '/odeme/test-odeme/[checkoutId]',
  },
  '/who-am-i': { en: '/who-am-i', tr: '/ben-kimim' },
  '/email-verification': { en: '/email-verification', tr: '/eposta-dogrulama' },
  '/oauth-login/[type]': { en: '/oauth-login/[type]', tr: '/sosyal-giris/[type]' },
  '/account-recovery': { en: '/account-recovery', tr: '/hesap-kurtarma' },
  '/profile/invitations': { en: '/profile/invitations', tr: '/profilim/davetler' },
  '/user/dashboard/invite': { en: '/user/dashboard/invite', tr: '/kullanici/panel/davet' },
  '/user/dashboard/lists': { en: '/user/dashboard/lists', tr: '/kullanici/panel/listeler' },
  '/lists/shared/[token]': { en: '/lists/shared/[token]', tr: '/listeler/paylasilan/[token]' },
  '/profile/add-startup': { en: '/profile/add-startup', tr: '/profilim/girisim-ekle' },
  '/profile/edit-startup/[seoUrl]': {
    en: '/profile/edit-startup/[seoUrl]',
    tr: '/profilim/girisim-duzenle/[seoUrl]',
  },
  '/profile/payment/package-management': {
    en: '/profile/payment/package-management',
    tr: '/profilim/odeme/paket-yonetimi',
  },
  '/profile/settings/delete-account': {
    en: '/profile/settings/delete-account',
    tr: '/profilim/ayarlar/hesabi-sil',
  },
  '/profile/settings/api-keys': {
    en: '/profile/settings/api-keys',
    tr: '/profilim/ayarlar/api-anahtarlari',
  },
  '/admin/management': { en: '/admin/management', tr: '/yonetici/yonetim' },
  '/admin/management/premium-management': {
    en: '/admin/management/premium-management',
    tr: '/yonetici/yonetim/premium-yonetimi',
  },
  '/admin/management/payment-integrations': {
    en: '/admin/management/payment-integrations',
    tr: '/yonetici/yonetim/odeme-entegrasyonlari',
  },
  // Report management (issue 16 §2; D §2 admin routes report-management/…).
  '/admin/management/report-management': {
    en: '/admin/management/report-management',
    tr: '/yonetici/yonetim/rapor-yonetimi',
  },
  '/admin/management/report-management/category': {
    en: '/admin/management/report-management/category',
    tr: '/yonetici/yonetim/rapor-yonetimi/kategori',
  },
  '/admin/management/report-management/download-list': {
    en: '/admin/management/report-management/download-list',
    tr: '/yonetici/yonetim/rapor-yonetimi/indirme-listesi',
  },
  '/admin/management/report-management/report-type': {
    en: '/admin/management/report-management/report-type',
    tr: '/yonetici/yonetim/rapor-yonetimi/rapor-turu',
  },
  '/admin/management/report-management/report-version': {
    en: '/admin/management/report-management/report-version',
    tr: '/yonetici/yonetim/rapor-yonetimi/rapor-surumu',
  },
  '/admin/management/report-management/report-list': {
    en: '/admin/management/report-management/report-list',
    tr: '/yonetici/yonetim/rapor-yonetimi/rapor-listesi',
  },
  '/admin/management/report-management/report/[categoryId]': {
    en: '/admin/management/report-management/report/[categoryId]',
    tr: '/yonetici/yonetim/rapor-yonetimi/rapor/[categoryId]',
  },
  '/admin/management/users/premium-settings': {
    en: '/admin/management/users/premium-settings',
    tr: '/yonetici/yonetim/kullanicilar/premium-ayarlari',
  },
  // Jobs, messages and notifications (issue 15).
  '/jobs': { en: '/jobs', tr: '/is-ilanlari' },
  '/job/[seoUrl]': { en: '/job/[seoUrl]', tr: '/is-ilani/[seoUrl]' },
  '/dashboard/jobs': { en: '/dashboard/jobs', tr: '/panel/ilanlarim' },
  '/dashboard/add-job/[[...seoUrl]]': {
    en: '/dashboard/add-job/[[...seoUrl]]',
    tr: '/panel/ilan-ekle/[[...seoUrl]]',
  },
  '/dashboard/job-applications': { en: '/dashboard/job-applications', tr: '/panel/ilanlarima-basvurular' },
  '/dashboard/applications': { en: '/dashboard/applications', tr: '/panel/is-basvurularim' },
  '/dashboard/messages': { en: '/dashboard/messages', tr: '/panel/mesajlar' },
  '/dashboard/message-detail/[otherUserSeoUrl]': {
    en: '/dashboard/message-detail/[otherUserSeoUrl]',
    tr: '/panel/mesaj-detayi/[otherUserSeoUrl]',
  },
  '/dashboard/notifications': { en: '/dashboard/notifications', tr: '/panel/bildirimler' },
  '/dashboard/settings': { en: '/dashboard/settings', tr: '/panel/ayarlar' },
  '/dashboard/management': { en: '/dashboard/management', tr: '/panel/yonetim' },
  '/dashboard/membership-packages': { en: '/dashboard/membership-packages', tr: '/panel/uyelik-paketleri' },
  '/dashboard/exports': { en: '/dashboard/exports', tr: '/panel/disa-aktarimlar' },
  '/dashboard/billing-information': { en: '/dashboard/billing-information', tr: '/panel/fatura-bilgileri' },
  '/dashboard/score': { en: '/dashboard/score', tr: '/panel/puanim' },
  '/dashboard/incubation-applications': {
    en: '/dashboard/incubation-applications',
    tr: '/panel/kulucka-basvurulari',
  },
  '/notifications/unsubscribe': { en: '/notifications/unsubscribe', tr: '/bildirimler/abonelikten-cik' },
  '/saved-searches/unsubscribe': {
    en: '/saved-searches/unsubscribe',
    tr: '/kayitli-aramalar/abonelikten-cik',
  },
  // Admin area (issue 17 §1; D §2 admin routes).
  '/admin/management/header': {
    en: '/admin/management/header',
    tr: '/yonetici/yonetim/ust-menu',
  },
  '/admin/management/footer': {
    en: '/admin/management/footer',
    tr: '/yonetici/yonetim/alt-menu',
  },
  '/admin/management/logo': {
    en: '/admin/management/logo',
    tr: '/yonetici/yonetim/logo',
  },
  '/admin/management/home': {
    en: '/admin/management/home',
    tr: '/yonetici/yonetim/ana-sayfa',
  },
  '/admin/management/contact': {
    en: '/admin/management/contact',
    tr: '/yonetici/yonetim/iletisim',
  },
  '/admin/management/contact-form-messages': {
    en: '/admin/management/contact-form-messages',
    tr: '/yonetici/yonetim/iletisim-formu-mesajlari',
  },
  '/admin/management/startups': {
    en: '/admin/management/startups',
    tr: '/yonetici/yonetim/girisimler',
  },
  '/admin/management/types': {
    en: '/admin/management/types',
    tr: '/yonetici/yonetim/tipler',
  },
  '/admin/management/banned-words': {
    en: '/admin/management/banned-words',
    tr: '/yonetici/yonetim/yasakli-kelimeler',
  },
  '/admin/management/banned-mails': {
    en: '/admin/management/banned-mails',
    tr: '/yonetici/yonetim/yasakli-e-postalar',
  },
  '/admin/management/users': {
    en: '/admin/management/users',
    tr: '/yonetici/yonetim/kullanicilar',
  },
  '/admin/management/users/[userId]': {
    en: '/admin/management/users/[userId]',
    tr: '/yonetici/yonetim/kullanicilar/[userId]',
  },
  '/admin/management/admins': {
    en: '/admin/management/admins',
    tr: '/yonetici/yonetim/yoneticiler',
  },
  '/admin/management/data-add-tool': {
    en: '/admin/management/data-add-tool',
    tr: '/yonetici/yonetim/veri-ekleme-araci',
  },
  '/admin/management/data-add-tool/[runId]': {
    en: '/admin/management/data-add-tool/[runId]',
    tr: '/yonetici/yonetim/veri-ekleme-araci/[runId]',
  },
  '/admin/management/eu-ecosystem-management': {
    en: '/admin/management/eu-ecosystem-management',
    tr: '/yonetici/yonetim/ab-ekosistem-yonetimi',
  },
  '/admin/management/content': {
    en: '/admin/management/content',
    tr: '/yonetici/yonetim/icerik',
  },
  '/admin/management/content/[contentId]': {
    en: '/admin/management/content/[contentId]',
    tr: '/yonetici/yonetim/icerik/[contentId]',
  },
  '/admin/management/lists/[listName]': {
    en: '/admin/management/lists/[listName]',
    tr: '/yonetici/yonetim/listeler/[listName]',
  },
  '/admin/management/audit-log': {
    en: '/admin/management/audit-log',
    tr: '/yonetici/yonetim/denetim-kaydi',
  },
  // Static and legal pages (issue 17 §2; public §2).
  '/about-us': { en: '/about-us', tr: '/hakkimizda' },
  '/contact-us': { en: '/contact-us', tr: '/iletisim' },
  '/cookie-policy': { en: '/cookie-policy', tr: '/cerez-politikasi' },
  '/grant-incentive': { en: '/grant-incentive', tr: '/hibe-tesvik' },
  '/recruitment-consultancy': { en: '/recruitment-consultancy', tr: '/ise-alim-danismanligi' },
  '/terms-of-service': { en: '/terms-of-service', tr: '/kullanim-kosullari' },
  '/service-agreement': { en: '/service-agreement', tr: '/hizmet-sozlesmesi' },
  '/talent-general-terms': { en: '/talent-general-terms', tr: '/yetenek-genel-kosullari' },
  '/privacy-and-security': { en: '/privacy-and-security', tr: '/gizlilik-ve-guvenlik' },
  '/privacy-and-cookies-policy': { en: '/privacy-and-cookies-policy', tr: '/gizlilik-ve-cerez-politikasi' },
  '/kisisel-verilerin-korunmasi': { en: '/kisisel-verilerin-korunmasi', tr: '/kisisel-verilerin-korunmasi' },
  '/earthquake-help': { en: '/earthquake-help', tr: '/deprem-yardimi' },
  '/profile/settings/personal-data': {
    en: '/profile/settings/personal-data',
    tr: '/profilim/ayarlar/kisisel-verilerim',
  },
  '/dev/outbox': '/dev/outbox',
  '/404': '/404',
} as const;

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  pathnames,
});

export type AppPathname = keyof typeof pathnames;

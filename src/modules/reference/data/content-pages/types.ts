/** The shape of a starting text of the `contents` table (issue 17 §2): title and rich-text body per language. */
export interface ContentSeed {
  /** The page's English path word (`about-us`) or a block id (`data-sources`, `contact-us`). */
  id: string;
  titleEn: string;
  titleTr: string;
  /** HTML within the rich-text allow-list (src/lib/rich-text.ts). */
  bodyEn: string;
  bodyTr: string;
}

/** Joins HTML blocks written one per array item (keeps the starting texts readable in source). */
export const blocks = (...parts: string[]): string => parts.join('\n');

/** The notice opening every legal text: a template the operator must review (EN). */
export const TEMPLATE_NOTICE_EN =
  '<p><em>Template: this text is a starting point shipped with the open-source software. The operator of this site must review it with a lawyer, fill in its own details and adapt it to the services it actually offers before relying on it.</em></p>';

/** The same notice in Turkish. */
export const TEMPLATE_NOTICE_TR =
  '<p><em>Şablon: bu metin, açık kaynak yazılımla birlikte gelen bir başlangıç metnidir. Bu siteyi işleten kuruluş, metne dayanmadan önce onu bir hukukçuyla gözden geçirmeli, kendi bilgileriyle tamamlamalı ve gerçekten sunduğu hizmetlere uyarlamalıdır.</em></p>';

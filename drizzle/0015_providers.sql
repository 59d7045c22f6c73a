CREATE TABLE "provider_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text,
	"title" text,
	"is_founder" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"slogan" text,
	"phone" text,
	"website" text,
	"linkedin" text,
	"twitter" text,
	"facebook" text,
	"instagram" text,
	"video_url" text,
	"foundation_year" integer,
	"company_size_id" integer,
	"country_id" integer,
	"city_id" integer,
	"description" text,
	"about" text,
	"address" text,
	"service_industry_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_by_user_id" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_team_members" ADD CONSTRAINT "provider_team_members_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_team_members_provider_idx" ON "provider_team_members" USING btree ("provider_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_seo_url_uq" ON "providers" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "providers_visible_created_idx" ON "providers" USING btree ("is_visible","created_at");--> statement-breakpoint
-- The service industry list (ref_types 33) for databases seeded before it existed; a fresh
-- database is empty here and gets it from the seed.
INSERT INTO "ref_types" ("id", "parent_id", "key", "slug_en", "slug_tr", "name_en", "name_tr", "sort_order")
SELECT v.* FROM (VALUES
  (33, NULL::int, 'serviceIndustry', 'service-industry', 'hizmet-alani', 'Service industry', 'Hizmet alanı', 33),
  (33001, 33, 'legal', 'legal', 'hukuk', 'Legal', 'Hukuk', 1),
  (33002, 33, 'accounting-and-tax', 'accounting-and-tax', 'muhasebe-ve-vergi', 'Accounting and tax', 'Muhasebe ve vergi', 2),
  (33003, 33, 'financial-advisory', 'financial-advisory', 'finansal-danismanlik', 'Financial advisory', 'Finansal danışmanlık', 3),
  (33004, 33, 'marketing-and-growth', 'marketing-and-growth', 'pazarlama-ve-buyume', 'Marketing and growth', 'Pazarlama ve büyüme', 4),
  (33005, 33, 'public-relations', 'public-relations', 'halkla-iliskiler', 'Public relations', 'Halkla ilişkiler', 5),
  (33006, 33, 'design-and-branding', 'design-and-branding', 'tasarim-ve-marka', 'Design and branding', 'Tasarım ve marka', 6),
  (33007, 33, 'software-development', 'software-development', 'yazilim-gelistirme', 'Software development', 'Yazılım geliştirme', 7),
  (33008, 33, 'cloud-and-hosting', 'cloud-and-hosting', 'bulut-ve-barindirma', 'Cloud and hosting', 'Bulut ve barındırma', 8),
  (33009, 33, 'cybersecurity', 'cybersecurity', 'siber-guvenlik', 'Cybersecurity', 'Siber güvenlik', 9),
  (33010, 33, 'human-resources-and-recruiting', 'human-resources-and-recruiting', 'insan-kaynaklari-ve-ise-alim', 'Human resources and recruiting', 'İnsan kaynakları ve işe alım', 10),
  (33011, 33, 'intellectual-property-and-patents', 'intellectual-property-and-patents', 'fikri-mulkiyet-ve-patent', 'Intellectual property and patents', 'Fikri mülkiyet ve patent', 11),
  (33012, 33, 'grants-and-incentives-consulting', 'grants-and-incentives-consulting', 'hibe-ve-tesvik-danismanligi', 'Grants and incentives consulting', 'Hibe ve teşvik danışmanlığı', 12),
  (33013, 33, 'co-working-and-office-space', 'co-working-and-office-space', 'ortak-calisma-ve-ofis-alani', 'Co-working and office space', 'Ortak çalışma ve ofis alanı', 13),
  (33014, 33, 'translation', 'translation', 'ceviri', 'Translation', 'Çeviri', 14),
  (33015, 33, 'insurance', 'insurance', 'sigorta', 'Insurance', 'Sigorta', 15)
) AS v WHERE EXISTS (SELECT 1 FROM "ref_types") ON CONFLICT ("id") DO NOTHING;

/**
 * Invoice details input (issue 16 §1 `/dashboard/billing-information`): one schema for the form
 * and the API, so both refuse the same input with the same catalogue keys. A person or a company;
 * a Turkish company (country TR) also gives its tax office and 10-digit tax number (VKN).
 */
import { z } from 'zod';

export const billingProfileInput = z
  .object({
    kind: z.enum(['person', 'company']),
    fullName: z.string().trim().min(2, 'validation.required').max(120),
    companyName: z.string().trim().max(200).optional().nullable(),
    taxOffice: z.string().trim().max(120).optional().nullable(),
    taxNumber: z.string().trim().max(20).optional().nullable(),
    /** ISO 3166-1 alpha-2 (TR, US, DE…). */
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.required')
      .transform((v) => v.toUpperCase()),
    city: z.string().trim().min(1, 'validation.required').max(100),
    address: z.string().trim().min(5, 'payment.address_short').max(500),
    postalCode: z.string().trim().max(20).optional().nullable(),
    email: z.string().trim().email('payment.email_invalid').max(254),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'company') return;
    if (!v.companyName)
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation.required' });
    if (v.countryCode !== 'TR') return;
    if (!v.taxOffice) ctx.addIssue({ code: 'custom', path: ['taxOffice'], message: 'validation.required' });
    if (!/^\d{10}$/.test(v.taxNumber ?? ''))
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: 'payment.tax_number_invalid' });
  });

export type BillingProfileInput = z.input<typeof billingProfileInput>;
export type BillingProfile = z.output<typeof billingProfileInput>;

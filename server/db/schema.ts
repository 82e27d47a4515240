// Drizzle table definitions mirroring migrations/ (the SQL files are the source of truth).
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  parentId: integer('parent_id').notNull().default(0),
  aliases: text('aliases').array().notNull().default([]),
  formerProvince: text('former_province'),
  position: integer('position').notNull().default(0),
})

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  parentId: integer('parent_id').notNull().default(0),
  position: integer('position').notNull().default(0),
})

export const configOptions = pgTable(
  'config_options',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
)

export const organizations = pgTable('organizations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  logoUrl: text('logo_url'),
  description: text('description').notNull().default(''),
  address: text('address').notNull().default(''),
  cityId: integer('city_id'),
  size: text('size').notNull().default(''),
  website: text('website'),
  taxCode: text('tax_code'),
  organizationType: smallint('organization_type').notNull().default(1),
  isPartner: boolean('is_partner').notNull().default(false),
  verifyStatus: smallint('verify_status').notNull().default(3),
  ownerUserId: bigint('owner_user_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
  ownerUserId: bigint('owner_user_id', { mode: 'number' }),
  categoryId: integer('category_id').notNull().default(3),
  subcategoryId: integer('subcategory_id').notNull(),
  jobTypeId: integer('job_type_id').notNull(),
  employmentTypeId: integer('employment_type_id').notNull(),
  cityId: integer('city_id').notNull(),
  districtId: integer('district_id'),
  address: text('address').notNull().default(''),
  salaryMin: bigint('salary_min', { mode: 'number' }),
  salaryMax: bigint('salary_max', { mode: 'number' }),
  experienceId: integer('experience_id'),
  educationId: integer('education_id'),
  genderId: integer('gender_id'),
  ageId: integer('age_id'),
  quantity: integer('quantity').notNull().default(1),
  description: text('description').notNull().default(''),
  requirements: text('requirements').notNull().default(''),
  benefits: text('benefits').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactEmail: text('contact_email'),
  serviceIds: integer('service_ids').array().notNull().default([]),
  reviewStatus: smallint('review_status').notNull().default(1000),
  isHidden: boolean('is_hidden').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  viewCount: integer('view_count').notNull().default(0),
  searchText: text('search_text').notNull().default(''),
})

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

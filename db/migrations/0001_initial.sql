CREATE TABLE "auto_bookmark_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"member_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"region" text DEFAULT 'US' NOT NULL,
	"language" text,
	"target_count" integer DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bookmarks_created" integer DEFAULT 0 NOT NULL,
	"videos_found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"recent_bookmarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bookmark_categories" (
	"bookmark_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "bookmark_categories_bookmark_id_category_id_pk" PRIMARY KEY("bookmark_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"video_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"description" text,
	"thumbnail" text,
	"duration" text,
	"duration_seconds" integer,
	"channel" text,
	"channel_id" text,
	"channel_icon" text,
	"views" bigint,
	"published_at" timestamp with time zone,
	"embeddable" boolean DEFAULT true NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"watch_time" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"subscribable" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_subscriptions" (
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_subscriptions_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "profile_visits" (
	"profile_user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"user_agent" text,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_visits_profile_user_id_day_visitor_hash_pk" PRIMARY KEY("profile_user_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"google_sub" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"title" text,
	"description" text,
	"handle" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"show_name" boolean DEFAULT true NOT NULL,
	"show_profile_image" boolean DEFAULT true NOT NULL,
	"show_main_card" boolean DEFAULT true NOT NULL,
	"show_bookmark_list" boolean DEFAULT true NOT NULL,
	"show_categories" boolean DEFAULT true NOT NULL,
	"show_favorites" boolean DEFAULT false NOT NULL,
	"show_featured_video" boolean DEFAULT true NOT NULL,
	"public_theme" text DEFAULT 'light' NOT NULL,
	"featured_bookmark_id" uuid,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub"),
	CONSTRAINT "users_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
ALTER TABLE "auto_bookmark_jobs" ADD CONSTRAINT "auto_bookmark_jobs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bookmark_jobs" ADD CONSTRAINT "auto_bookmark_jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark_categories" ADD CONSTRAINT "bookmark_categories_bookmark_id_bookmarks_id_fk" FOREIGN KEY ("bookmark_id") REFERENCES "public"."bookmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmark_categories" ADD CONSTRAINT "bookmark_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_subscriptions" ADD CONSTRAINT "category_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_subscriptions" ADD CONSTRAINT "category_subscriptions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_featured_bookmark_id_bookmarks_id_fk" FOREIGN KEY ("featured_bookmark_id") REFERENCES "public"."bookmarks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_bookmark_jobs_run_id_position_idx" ON "auto_bookmark_jobs" USING btree ("run_id","position");--> statement-breakpoint
CREATE INDEX "auto_bookmark_jobs_member_id_idx" ON "auto_bookmark_jobs" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "bookmark_categories_category_id_idx" ON "bookmark_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_id_video_id_idx" ON "bookmarks" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_recent_idx" ON "bookmarks" USING btree ("user_id",coalesce("published_at", "created_at") desc,"id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_created_at_idx" ON "bookmarks" USING btree ("user_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_title_idx" ON "bookmarks" USING btree ("user_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_views_idx" ON "bookmarks" USING btree ("user_id",coalesce("views", -1) desc,"id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_duration_idx" ON "bookmarks" USING btree ("user_id",coalesce("duration_seconds", -1) desc,"id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_is_favorite_idx" ON "bookmarks" USING btree ("user_id") WHERE "bookmarks"."is_favorite";--> statement-breakpoint
CREATE INDEX "bookmarks_search_trgm_idx" ON "bookmarks" USING gin ((coalesce("title", '') || ' ' || coalesce("note", '') || ' ' || coalesce("channel", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_user_id_display_order_idx" ON "categories" USING btree ("user_id","display_order");--> statement-breakpoint
CREATE INDEX "category_subscriptions_category_id_idx" ON "category_subscriptions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_is_virtual_idx" ON "users" USING btree ("is_virtual");
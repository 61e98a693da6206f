CREATE TABLE "pomodoro_phases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"planned_ms" integer NOT NULL,
	"focused_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pomodoro_phases_kind_check" CHECK ("pomodoro_phases"."kind" in ('work', 'break', 'long_break')),
	CONSTRAINT "pomodoro_phases_outcome_check" CHECK ("pomodoro_phases"."outcome" in ('completed', 'skipped', 'stopped')),
	CONSTRAINT "pomodoro_phases_durations_check" CHECK ("pomodoro_phases"."ended_at" >= "pomodoro_phases"."started_at" and "pomodoro_phases"."focused_ms" >= 0 and "pomodoro_phases"."planned_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pomodoro_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"task_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text NOT NULL,
	"current_phase" text NOT NULL,
	"phase_number" integer DEFAULT 1 NOT NULL,
	"completed_pomodoros" integer DEFAULT 0 NOT NULL,
	"phase_started_at" timestamp (3) with time zone,
	"running_since" timestamp (3) with time zone,
	"phase_focused_ms" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"stopped_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "pomodoro_sessions_status_check" CHECK ("pomodoro_sessions"."status" in ('created', 'running', 'paused', 'stopped')),
	CONSTRAINT "pomodoro_sessions_current_phase_check" CHECK ("pomodoro_sessions"."current_phase" in ('work', 'break', 'long_break'))
);
--> statement-breakpoint
ALTER TABLE "pomodoro_phases" ADD CONSTRAINT "pomodoro_phases_session_id_pomodoro_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."pomodoro_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pomodoro_phases" ADD CONSTRAINT "pomodoro_phases_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pomodoro_sessions" ADD CONSTRAINT "pomodoro_sessions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pomodoro_phases_session_kind_started_idx" ON "pomodoro_phases" USING btree ("session_id","kind","started_at");--> statement-breakpoint
CREATE INDEX "pomodoro_phases_owner_ended_idx" ON "pomodoro_phases" USING btree ("owner_id","ended_at");--> statement-breakpoint
CREATE INDEX "pomodoro_sessions_owner_started_idx" ON "pomodoro_sessions" USING btree ("owner_id","started_at");
CREATE TABLE "import_stamps" (
	"name" text PRIMARY KEY NOT NULL,
	"stamp" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"product" text NOT NULL,
	"draw_code" text NOT NULL,
	"jackpot" bigint NOT NULL,
	"jackpot2" bigint,
	"won" boolean NOT NULL,
	"won2" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_pools_product_draw_code_pk" PRIMARY KEY("product","draw_code")
);

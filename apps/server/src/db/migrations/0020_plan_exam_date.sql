ALTER TABLE "plans" ADD COLUMN "exam_date" date;

-- Name search now goes through name_words and the doctor_name_words dictionary (0019, decision 007); the
-- folded whole name and its trigram index (dropped with it) only cost every write.
ALTER TABLE "doctors" DROP COLUMN "name_search";

-- Decision 048. A statement on reviews moved search_data_version, which makes every process drop every kept
-- search answer and card. Every change of an appointment's status runs one (tabib_review_verification, 0039:
-- whether the patient's review of that doctor is from a visit), even when it updates no row, so each
-- cancellation, attendance and no-show dropped them all: under 5 writes a second the search bench's misses ran
-- at half the rate they had without writes. What reviews change in search results is the doctor's rating and
-- count, kept on doctors by reviews_rating (0040): that update moves the version itself (0024) and logs the
-- doctor as a change (0030, 0033), so the statement-level trigger on reviews only added false alarms.
DROP TRIGGER reviews_search_version ON reviews;

-- 0024: the shifts of a property's gaming day (models.ParseShifts): names
-- and local start times such as "day 06:00, swing 14:00, grave 22:00",
-- the first at the gaming day's start, each running until the next starts
-- and the last until the gaming day ends. Empty is one shift, the whole
-- gaming day. The application validates it (the names, the times, their
-- order); the reports' by-shift views read it.
ALTER TABLE properties ADD COLUMN shifts TEXT NOT NULL DEFAULT '';

-- 0024: the shifts of a property's gaming day (models.ParseShifts): names
-- and local start times such as "day 06:00, swing 14:00, grave 22:00",
-- the first at the gaming day's start. Empty is one shift, the whole day.
ALTER TABLE properties ADD COLUMN shifts TEXT NOT NULL DEFAULT '';

-- The maintenance window (spec §2 maintenance page, §4): with siteNoticeFlg on, maintenance is in
-- force from maintenanceStartAt (or at once when null) until maintenanceEndAt (or until the flag
-- is switched off when null). ISO-8601 instants.
UPDATE settings
SET value = value || '{"maintenanceStartAt": null, "maintenanceEndAt": null}'::jsonb
WHERE key = 'site';

-- The eight product modules and four permissions that grants are made of (ARCHITECTURE.md section 5).
INSERT INTO "modules" ("name", "display_name", "description") VALUES
  ('dashboard', 'Dashboard', 'Live figures of the business'),
  ('quotations', 'Quotations', 'Quotations, addresses, cargo and cost lines'),
  ('contacts', 'Contacts', 'Business contacts'),
  ('support', 'Support', 'Client interactions and their attachments'),
  ('tasks', 'Tasks', 'Task manager and teams'),
  ('documents', 'Documents', 'Document library'),
  ('users', 'Users', 'User administration and permissions'),
  ('settings', 'Settings', 'Global and personal settings')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "permissions" ("name", "display_name") VALUES
  ('view', 'View'), ('create', 'Create'), ('edit', 'Edit'), ('delete', 'Delete')
ON CONFLICT ("name") DO NOTHING;

-- A password someone else chose for the user (the generated password of the first owner, a generated reset on
-- /data-users) is changed by the user at their first login: until then the server answers only users/me,
-- logout and change-password (server/plugins/auth.ts), and the browser keeps them on /ganti-password.

ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

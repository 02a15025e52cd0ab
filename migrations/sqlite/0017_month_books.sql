-- Month books: a table's settled wagers of a month, summed from the latest
-- revisions of its day books (the PostgreSQL file says why and how a month
-- book is matched to the revisions it summed). Rows are only ever added.

CREATE TABLE day_book_months (
    id          INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES properties (id),
    kind        TEXT NOT NULL CHECK (kind IN ('table')),
    subject     TEXT NOT NULL,
    month       DATE NOT NULL,
    books       INTEGER NOT NULL CHECK (books > 0),
    book_sum    INTEGER NOT NULL,
    through     INTEGER NOT NULL REFERENCES day_books (id),
    written_at  DATETIME NOT NULL
);
CREATE INDEX day_book_months_by_month ON day_book_months (property_id, kind, month, subject, id);

CREATE TABLE day_book_month_wagers (
    month_id    INTEGER NOT NULL REFERENCES day_book_months (id),
    game        TEXT NOT NULL,
    settings_id INTEGER NOT NULL REFERENCES day_book_settings (id),
    bet         TEXT NOT NULL,
    spot        TEXT NOT NULL,
    amount      INTEGER NOT NULL,
    decided     INTEGER NOT NULL,
    n           INTEGER NOT NULL,
    net         INTEGER NOT NULL,
    PRIMARY KEY (month_id, game, settings_id, bet, spot, amount, decided)
);

CREATE TRIGGER day_book_months_no_update BEFORE UPDATE ON day_book_months BEGIN SELECT RAISE(ABORT, 'day_book_months rows are append-only'); END;
CREATE TRIGGER day_book_months_no_delete BEFORE DELETE ON day_book_months BEGIN SELECT RAISE(ABORT, 'day_book_months rows are append-only'); END;
CREATE TRIGGER day_book_month_wagers_no_update BEFORE UPDATE ON day_book_month_wagers BEGIN SELECT RAISE(ABORT, 'day_book_month_wagers rows are append-only'); END;
CREATE TRIGGER day_book_month_wagers_no_delete BEFORE DELETE ON day_book_month_wagers BEGIN SELECT RAISE(ABORT, 'day_book_month_wagers rows are append-only'); END;

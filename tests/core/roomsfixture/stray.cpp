// Not compiled (core_rooms_bites): a unit on top that is not evaluate or explain.

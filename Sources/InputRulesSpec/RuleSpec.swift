// Placeholder replaced by the spec decoder.

#ifndef CACHE_HINTS_H
#define CACHE_HINTS_H

/// Asks the processor to start bringing the first `lines` 64-byte lines of
/// the object whose address is stored at `slot` (a Swift class reference, as
/// an array or a struct stores it) into its caches, for reading, without
/// waiting for them. A hint: it changes nothing the program computes, and no
/// address makes it fault. The reference is read as an address, so no
/// reference is counted: counting would wait for the very memory asked for.
static inline void cache_hints_prefetch_referent(const void *slot, int lines) {
    const char *object = *(const char *const *)slot;
    if (object == 0) return;
    for (int line = 0; line < lines; line++) {
        __builtin_prefetch(object + 64 * line, 0, 3);
    }
}

#endif

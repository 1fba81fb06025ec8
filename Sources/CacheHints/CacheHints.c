// The hint is an inline function in include/CacheHints.h, so that Swift can
// inline it; SwiftPM builds a C target from at least one source file.
#include "CacheHints.h"

// Not compiled (core_rooms_bites): a room below the top asks for the evaluation.
#include "core/evaluate.h"
#include "core/model/scenario.h"

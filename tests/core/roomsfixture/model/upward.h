#pragma once
// Not compiled: the core_rooms_bites test runs the rooms check over this folder and expects it to
// fail, so that a check that no longer matches anything cannot pass unnoticed.
#include "core/base/derivation.h"
#include "core/steptime/steptime.h"

#pragma once
// One pool of a disaggregated deployment (docs/formulas.md, "Serving: disaggregated prefill and
// decode"): its instances' layout (tp x the scenario's pp GPUs), the engine's defaults on it, the
// memory each GPU leaves for a KV cache (vLLM's profiling run at the engine's batch limits, as a
// colocated replica's), and what one step costs there.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "core/serving/engineprofile.h"
#include "core/serving/servingstep.h"

namespace rooflab {

struct ServingCalibration; // core/serving/servingcalibration.h

struct ServingPool {
    Scenario scenario; // the scenario on one instance: parallel.tp = the pool's, gpus = tp x pp
    EngineProfile engine;
    ServingCapacity capacity;
    ServingHardware hw;
    int tp = 1, pp = 1;
    int gpus() const { return tp * pp; }
};

// Both pools run the draft model when there is one (its weights and KV cache share the memory):
// a prefill instance runs it over each prompt and sends its KV cache with the target's (SGLang's
// python/sglang/srt/disaggregation/prefill.py adds the draft's KV buffers to the transfer, "The
// indices are always shared with a target model"), a decode instance proposes with it.
ServingPool servingPool(const Scenario& scenario, int tp, const StepEfficiency& efficiency,
                        const ServingCalibration* calibration);

} // namespace rooflab

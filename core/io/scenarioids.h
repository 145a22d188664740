#pragma once
// What the scenario reader (core/io/scenarioio.cpp) and writer (core/io/scenariowrite.cpp) share: the
// identifier tables of scenario files, indexed by the enums' values, and the unit of the *_gib
// keys. The id functions of core/io/scenarioio.h read the same tables.
#include <string_view>
#include <vector>

namespace rooflab::scenarioids {

extern const std::vector<std::string_view> kPrecisionIds;
extern const std::vector<std::string_view> kFp8ScalingIds;
extern const std::vector<std::string_view> kImplementationIds;
extern const std::vector<std::string_view> kLossIds;
extern const std::vector<std::string_view> kBackendIds;
extern const std::vector<std::string_view> kPyTorchVersionIds;
extern const std::vector<std::string_view> kRmsNormIds;
extern const std::vector<std::string_view> kOptimizerImplIds;
extern const std::vector<std::string_view> kGradientBuffersIds;
extern const std::vector<std::string_view> kStepPhaseIds;
extern const std::vector<std::string_view> kOptimizerIds;
extern const std::vector<std::string_view> kCheckpointingIds;
extern const std::vector<std::string_view> kReshardAfterForwardIds;
extern const std::vector<std::string_view> kTpSavedInputsIds;
extern const std::vector<std::string_view> kContextCommTypeIds;
extern const std::vector<std::string_view> kContextRotateMethodIds;
extern const std::vector<std::string_view> kPipelineScheduleIds;
extern const std::vector<std::string_view> kAttentionKernelIds;
extern const std::vector<std::string_view> kPhaseIds;

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace rooflab::scenarioids

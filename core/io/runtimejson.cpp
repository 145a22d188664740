#include "core/io/runtimejson.h"

#include "core/base/fieldlimits.h"

namespace rooflab {
namespace {

constexpr double kMiB = 1024.0 * 1024.0;

// A field stored in bytes, written in MiB.
void readMiB(JsonReader& r, const char* key, FieldLimit limit, double& bytes) {
    double mib = bytes / kMiB;
    r.number(key, mib, limit);
    bytes = mib * kMiB;
}

} // namespace

void readRuntime(JsonReader& r, RuntimeMemoryConfig& out) {
    readMiB(r, "cuda_context_mib", limits::cudaContextMiB, out.cudaContextBytes);
    readMiB(r, "nccl_mib_per_communicator", limits::ncclMiBPerCommunicator, out.ncclBytesPerCommunicator);
    r.number("allocator_reserve", out.allocatorReserve, limits::allocatorReserve);
}

nlohmann::json runtimeJson(const RuntimeMemoryConfig& c) {
    return {{"cuda_context_mib", c.cudaContextBytes / kMiB},
            {"nccl_mib_per_communicator", c.ncclBytesPerCommunicator / kMiB},
            {"allocator_reserve", c.allocatorReserve}};
}

} // namespace rooflab

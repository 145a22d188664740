#include "hfmodel.h"

#include <iostream>

#if ROOFLAB_CALC_HUB
#include "document/hubconfigloader.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <optional>

namespace rooflab {
namespace {

HubConfigResult download(HubConfigLoader& loader, const QString& name) {
    HubConfigResult result;
    QEventLoop loop;
    QObject::connect(&loader, &HubConfigLoader::finished, &loop, [&](const HubConfigResult& finished) {
        result = finished;
        loop.quit();
    });
    loader.load(name);
    loop.exec();
    return result;
}

} // namespace

std::string hfModelConfigPath(const std::string& name) {
    const QString model = QString::fromStdString(name);
    // Qt Network needs an application object; a config in the cache needs none.
    static int argc = 1;
    static char program[] = "rooflab-calc";
    static char* argv[] = {program, nullptr};
    std::optional<QCoreApplication> application;
    HubConfigResult result;
    {
        bool needsNetwork = false;
        result = HubConfigLoader().fromCache(model, &needsNetwork);
        if (needsNetwork) {
            application.emplace(argc, argv);
            HubConfigLoader loader;
            std::cerr << "rooflab-calc: note: downloading the config.json of " << result.model.toStdString() << " into "
                      << loader.cache().dir().toStdString() << "\n";
            result = download(loader, model);
        }
    }
    if (!result.ok) {
        std::cerr << "rooflab-calc: error: --hf-model: " << result.problem.toStdString() << "\n";
        return {};
    }
    std::cerr << "rooflab-calc: note: " << result.model.toStdString() << ": " << result.path.toStdString() << "\n";
    return result.path.toStdString();
}

} // namespace rooflab

#else

namespace rooflab {

std::string hfModelConfigPath(const std::string&) {
    std::cerr << "rooflab-calc: error: --hf-model needs Qt Network, and this rooflab-calc was built without the "
                 "desktop application (ROOFLAB_BUILD_GUI=OFF): use --hf-config with the model's config.json\n";
    return {};
}

} // namespace rooflab

#endif

#pragma once
// How the Hugging Face Hub is reached, from the variables huggingface_hub reads (constants.py):
// HF_ENDPOINT, HF_TOKEN (else the token file HF_TOKEN_PATH or HF_HOME/token that `hf auth
// login` writes), HF_HUB_OFFLINE (or TRANSFORMERS_OFFLINE) and HF_HUB_DOWNLOAD_TIMEOUT.
#include <QByteArray>
#include <QString>

namespace rooflab {

struct HubEnvironment {
    QString endpoint = QStringLiteral("https://huggingface.co"); // no trailing "/"
    QByteArray token;                                            // empty: requests go anonymous
    bool offline = false;                                        // never touch the network
    // Seconds without a byte before a request is given up; the whole download (redirects
    // included) gets four times as long. huggingface_hub waits 10 s per read; a config is a few
    // kilobytes, so 30 s only fails on a server that really does not answer.
    int timeoutSeconds = 30;

    static HubEnvironment fromProcess();
};

} // namespace rooflab
